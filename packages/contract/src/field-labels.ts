import type { Lang } from './messages';

/** Names of input fields as a user reads them, so validation messages name the field (§8). */
const labels: Record<string, [zh: string, en: string]> = {
  account: ['账号', 'Account'],
  password: ['密码', 'Password'],
  newPassword: ['新密码', 'New password'],
  confirmPassword: ['确认密码', 'Confirm password'],
  countryCode: ['国家区号', 'Country code'],
  phone: ['手机号', 'Mobile number'],
  email: ['邮箱', 'E-mail'],
  code: ['验证码', 'Verification code'],
  captcha: ['图形验证码', 'Picture code'],
  captchaId: ['图形验证码', 'Picture code'],
  nickname: ['昵称', 'Nickname'],
  purpose: ['用途', 'Purpose'],
  id: ['编号', 'ID'],
  page: ['页码', 'Page'],
  pageSize: ['每页条数', 'Page size'],
  keyword: ['关键词', 'Keyword'],
  ticket: ['二维码凭证', 'QR ticket'],
  agree: ['注册协议', 'Registration agreement'],
  invite: ['邀请码', 'Invite code'],
  title: ['标题', 'Title'],
  content: ['内容', 'Content'],
  name: ['姓名', 'Name'],
  certificate: ['认证标记', 'Certificate flag'],
  slots: ['广告位', 'Banner slots'],
  key: ['选项名', 'Option name'],
  names: ['选项名', 'Option names'],
  type: ['类型', 'Type'],
  file: ['文件', 'File'],
  categoryId: ['栏目', 'Category'],
  slot: ['广告位', 'Banner slot'],
  link: ['链接', 'Link'],
  image: ['图片', 'Image'],
  sort: ['排序', 'Order'],
  summary: ['摘要', 'Summary'],
  lang: ['语言', 'Language'],
  company: ['单位', 'Institution'],
  message: ['留言', 'Message'],
};

export function fieldLabel(field: string, lang: Lang): string {
  const l = labels[field];
  return l ? l[lang === 'zh' ? 0 : 1] : field;
}
