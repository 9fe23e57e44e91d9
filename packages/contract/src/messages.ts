import type { CodeName } from './codes';

export type Lang = 'zh' | 'en';
export const LANGS: readonly Lang[] = ['zh', 'en'];

/**
 * Messages the server sends in codeMsg and the forms show beside fields. Chinese is the source
 * language; English is a full translation. `{x}` placeholders are filled by `formatMessage`.
 */
const zh = {
  'code.OK': '成功',
  'code.NOT_LOGGED_IN': '当前未登录',
  'code.FORBIDDEN': '没有权限执行此操作',
  'code.INVALID_INPUT': '{field}格式不正确',
  'code.BODY_TOO_LARGE': '提交的内容过大',
  'code.UNSUPPORTED_MEDIA': '不支持的提交格式',
  'code.NOT_FOUND': '内容不存在或已删除',
  'code.UNKNOWN_CALL': '接口不存在',
  'code.ALREADY_REGISTERED': '该账号已注册，请直接登录',
  'code.ACCOUNT_NOT_FOUND': '该账号尚未注册',
  'code.ALREADY_SUBMITTED': '已经提交过，请勿重复提交',
  'code.INVALID_STATE': '当前状态不允许此操作',
  'code.OUT_OF_WINDOW': '不在可操作的时间范围内',
  'code.VERIFICATION_REQUIRED': '请先完成实名认证',
  'code.RATE_LIMITED': '操作过于频繁，请稍后再试',
  'code.CAPTCHA_REQUIRED': '请输入图形验证码',
  'code.CAPTCHA_WRONG': '图形验证码错误或已过期',
  'code.LOGIN_FAILED': '账号或密码错误',
  'code.VERIFY_CODE_WRONG': '验证码错误',
  'code.VERIFY_CODE_EXPIRED': '验证码已失效，请重新获取',
  'code.TICKET_EXPIRED': '二维码已过期，请刷新',
  'code.UPLOAD_TYPE': '不支持的文件类型，仅支持{types}',
  'code.UPLOAD_TOO_LARGE': '上传文件超过大小限制（{limit}）',
  'code.CROSS_SITE': '请求来源不被允许',
  'code.SERVER_ERROR': '服务繁忙，请稍后再试',
  'field.required': '请填写{field}',
  'field.invalid': '{field}格式不正确',
  'field.tooLong': '{field}过长',
  'field.tooShort': '{field}过短',
  'field.unknown': '不接受的字段：{field}',
  'phone.invalid': '请输入正确的电话号码',
  'email.invalid': '请输入正确的邮箱',
  'password.weak': '密码需为8-32位，且同时包含字母和数字',
  'password.mismatch': '两次输入的密码不一致',
  'agreement.required': '请阅读并同意注册协议',
  'code.sent': '验证码已发送',
  'route.notLoggedIn': '当前未登录',
  'network.failed': '网络请求失败，请稍后重试',
} as const;

export type MessageKey = keyof typeof zh | `code.${CodeName}`;

const en: Record<keyof typeof zh, string> = {
  'code.OK': 'Success',
  'code.NOT_LOGGED_IN': 'Currently not logged in',
  'code.FORBIDDEN': 'You do not have permission to do this',
  'code.INVALID_INPUT': '{field} is not valid',
  'code.BODY_TOO_LARGE': 'The submitted content is too large',
  'code.UNSUPPORTED_MEDIA': 'Unsupported submission format',
  'code.NOT_FOUND': 'The content does not exist or has been removed',
  'code.UNKNOWN_CALL': 'No such service',
  'code.ALREADY_REGISTERED': 'This account is already registered, please log in',
  'code.ACCOUNT_NOT_FOUND': 'This account is not registered',
  'code.ALREADY_SUBMITTED': 'Already submitted, please do not resubmit',
  'code.INVALID_STATE': 'This is not allowed in the current state',
  'code.OUT_OF_WINDOW': 'This is not available at this time',
  'code.VERIFICATION_REQUIRED': 'Please complete real-person verification first',
  'code.RATE_LIMITED': 'Too many attempts, please try again later',
  'code.CAPTCHA_REQUIRED': 'Please enter the picture code',
  'code.CAPTCHA_WRONG': 'The picture code is wrong or has expired',
  'code.LOGIN_FAILED': 'Wrong account or password',
  'code.VERIFY_CODE_WRONG': 'The verification code is wrong',
  'code.VERIFY_CODE_EXPIRED': 'The verification code has expired, please request a new one',
  'code.TICKET_EXPIRED': 'The QR code has expired, please refresh',
  'code.UPLOAD_TYPE': 'File type not supported, only {types}',
  'code.UPLOAD_TOO_LARGE': 'The file exceeds the size limit ({limit})',
  'code.CROSS_SITE': 'Request origin not allowed',
  'code.SERVER_ERROR': 'The service is busy, please try again later',
  'field.required': 'Please fill in {field}',
  'field.invalid': '{field} is not valid',
  'field.tooLong': '{field} is too long',
  'field.tooShort': '{field} is too short',
  'field.unknown': 'Field not accepted: {field}',
  'phone.invalid': 'Please enter the correct telephone number',
  'email.invalid': 'Please enter the correct e-mail',
  'password.weak': 'The password needs 8-32 characters with both letters and digits',
  'password.mismatch': 'The two passwords do not match',
  'agreement.required': 'Please read and agree to the registration agreement',
  'code.sent': 'Verification code sent',
  'route.notLoggedIn': 'Currently not logged in',
  'network.failed': 'Network request failed, please retry later',
};

export const messages: Record<Lang, Record<string, string>> = { zh, en };

export function formatMessage(lang: Lang, key: string, params: Record<string, string | number> = {}): string {
  const template = messages[lang][key] ?? messages.zh[key] ?? key;
  return template.replace(/\{(\w+)\}/g, (_, k: string) => String(params[k] ?? ''));
}

export function isMessageKey(s: string): boolean {
  return s in zh;
}
