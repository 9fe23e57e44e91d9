import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { envelope, mockApi, renderAt } from '../test/render';
import MeetingEditor from './meeting-editor';

const meeting = {
  id: 5,
  code: 'ICAI2026',
  title: '人工智能国际会议',
  titleEn: 'International Conference on AI',
  field: 'computer',
  city: '北京',
  cityEn: 'Beijing',
  startDate: '2026-06-10',
  endDate: '2026-06-12',
  cover: '',
  isTop: false,
  description: '',
  descriptionEn: '',
  regOpenAt: '2026-04-01T01:00:00.000Z',
  regCloseAt: '2026-06-01T15:59:00.000Z',
  submitOpenAt: null,
  submitDeadlineAt: null,
  paperMaxMb: null,
  isAnnual: false,
  paymentChannels: ['offline'],
  offlineAccount: '户名：学术会议服务有限公司',
  offlineAccountEn: '',
  invoiceAllowed: true,
  invoiceTypes: ['normal'],
  invoiceNote: '',
  invoiceNoteEn: '',
  categories: [
    { id: 11, name: '正式代表', nameEn: 'Delegate', feeFen: 120050, capacity: null, registered: 3 },
    { id: 12, name: '学生', nameEn: 'Student', feeFen: 60000, capacity: 50, registered: 0 },
  ],
};
const config = {
  statuses: [],
  actions: [],
  editable: [],
  maxAuthors: 7,
  maxFields: 3,
  fileKinds: ['pdf', 'doc', 'docx'],
  defaultPaperMaxMb: 20,
  fields: [
    { value: 'computer', label: '计算机科学' },
    { value: 'medicine', label: '医学' },
  ],
  titles: [],
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function open(lang: 'zh' | 'en' = 'zh', get: unknown = envelope(meeting)) {
  const api = mockApi({
    '/service/staff/meeting/get/5': get,
    '/service/review/action/config': envelope(config),
    '/service/staff/meeting/save': envelope({ id: 5 }),
  });
  await renderAt(<MeetingEditor />, { path: '/staff/meetings/5', pattern: '/staff/meetings/:id', lang });
  return api;
}
const value = (label: string) => (screen.getByLabelText(label) as HTMLInputElement).value;
const type = (el: HTMLElement, v: string) => fireEvent.change(el, { target: { value: v } });
const rows = () => screen.getAllByTestId('staff-category-row');

describe('conference editor', () => {
  it('shows fees in yuan and windows in Beijing time, and locks the fee of a category people registered under', async () => {
    await open();
    await waitFor(() => expect(value('会议名称（中文）')).toBe('人工智能国际会议'));
    const [delegate, student] = rows();
    expect((within(delegate!).getByLabelText('费用（元）') as HTMLInputElement).value).toBe('1200.50');
    expect((within(delegate!).getByLabelText('费用（元）') as HTMLInputElement).disabled).toBe(true);
    expect(delegate!.textContent).toContain('已有报名，费用不可修改');
    expect(within(delegate!).getByRole('button', { name: '删除类别' }).hasAttribute('disabled')).toBe(true);
    expect((within(student!).getByLabelText('名额') as HTMLInputElement).value).toBe('50');
    expect(value('报名开始')).toBe('2026-04-01T09:00');
    expect(value('报名截止')).toBe('2026-06-01T23:59');
  });

  it('sends integer fen, +08:00 instants and the categories in order', async () => {
    const api = await open();
    await waitFor(() => expect(value('会议名称（中文）')).toBe('人工智能国际会议'));
    const student = rows()[1]!;
    type(within(student).getByLabelText('费用（元）'), '980.5');
    type(within(student).getByLabelText('名额'), '');
    fireEvent.click(screen.getByRole('button', { name: '添加类别' }));
    const added = rows()[2]!;
    type(within(added).getByLabelText('中文名称'), '陪同人员');
    type(within(added).getByLabelText('英文名称'), 'Companion');
    type(within(added).getByLabelText('费用（元）'), '0');
    type(screen.getByLabelText('投稿截止'), '2026-05-20T18:00');
    fireEvent.click(screen.getByLabelText('微信支付'));
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(api.on('/service/staff/meeting/save')).toHaveLength(1));
    const body = api.on('/service/staff/meeting/save')[0]!.body;
    expect(body).toMatchObject({
      id: 5,
      meetingCode: 'ICAI2026',
      regOpenAt: '2026-04-01T09:00:00+08:00',
      regCloseAt: '2026-06-01T23:59:00+08:00',
      submitOpenAt: null,
      submitDeadlineAt: '2026-05-20T18:00:00+08:00',
      paymentChannels: ['wechat', 'offline'],
      categories: [
        { id: 11, name: '正式代表', nameEn: 'Delegate', feeFen: 120050, capacity: null },
        { id: 12, name: '学生', nameEn: 'Student', feeFen: 98050, capacity: null },
        { name: '陪同人员', nameEn: 'Companion', feeFen: 0, capacity: null },
      ],
    });
  });

  it('names each bad field next to it and sends nothing', async () => {
    const api = await open();
    await waitFor(() => expect(value('会议名称（中文）')).toBe('人工智能国际会议'));
    const save = () => fireEvent.click(screen.getByRole('button', { name: '保存' }));
    const errorOf = (id: string) => document.getElementById(`${id}-error`)?.textContent;

    type(screen.getByLabelText('会议名称（中文）'), ' ');
    save();
    await waitFor(() => expect(errorOf('stf-m-title')).toBe('请填写会议名称（中文）'));
    type(screen.getByLabelText('会议名称（中文）'), '人工智能国际会议');

    type(screen.getByLabelText('会议代码'), 'ICAI 2026');
    save();
    await waitFor(() => expect(errorOf('stf-m-code')).toBe('会议代码须为 1–40 位字母、数字、- 或 _'));
    type(screen.getByLabelText('会议代码'), 'ICAI2026');

    expect(api.on('/service/staff/meeting/save')).toHaveLength(0);
  });

  it('names bad categories, dates, windows and payment settings next to them and sends nothing', async () => {
    const api = await open();
    await waitFor(() => expect(value('会议名称（中文）')).toBe('人工智能国际会议'));
    const save = () => fireEvent.click(screen.getByRole('button', { name: '保存' }));
    const errorOf = (id: string) => document.getElementById(`${id}-error`)?.textContent;

    type(within(rows()[1]!).getByLabelText('费用（元）'), '12.345');
    save();
    await waitFor(() => expect(errorOf('stf-m-cat-1-fee')).toBe('类别 2 · 费用（元）格式不正确'));
    type(within(rows()[1]!).getByLabelText('费用（元）'), '12.34');

    type(within(rows()[1]!).getByLabelText('名额'), '0');
    save();
    await waitFor(() => expect(errorOf('stf-m-cat-1-capacity')).toBe('类别 2 · 名额格式不正确'));
    type(within(rows()[1]!).getByLabelText('名额'), '');

    type(screen.getByLabelText('结束日期'), '2026-06-01');
    save();
    await waitFor(() => expect(errorOf('stf-m-endDate')).toBe('结束日期不能早于开始日期'));
    type(screen.getByLabelText('结束日期'), '2026-06-12');

    type(screen.getByLabelText('报名截止'), '2026-03-01T09:00');
    save();
    await waitFor(() => expect(errorOf('stf-m-regCloseAt')).toBe('截止时间须晚于开始时间'));
    type(screen.getByLabelText('报名截止'), '');

    type(screen.getByLabelText('对公转账账户（中文）'), ' ');
    save();
    await waitFor(() => expect(errorOf('stf-m-offlineAccount')).toBe('选择对公转账时，请填写转账账户信息'));

    fireEvent.click(screen.getByLabelText('对公转账'));
    save();
    await waitFor(() => expect(errorOf('stf-m-paymentChannels')).toBe('请填写支付方式'));
    expect(api.on('/service/staff/meeting/save')).toHaveLength(0);
  });

  it('says the same in English', async () => {
    await open('en');
    await waitFor(() => expect(value('Conference title (Chinese)')).toBe('人工智能国际会议'));
    type(screen.getByLabelText('Conference title (English)'), '');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Please fill in Conference title (English)');
    type(screen.getByLabelText('Conference title (English)'), 'AI');
    type(within(rows()[1]!).getByLabelText('Fee (yuan)'), 'free');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Category 2 · Fee (yuan) is not valid');
  });

  it('starts a new conference with one empty category and creates it', async () => {
    const api = mockApi({
      '/service/review/action/config': envelope(config),
      '/service/staff/meeting/save': envelope({ id: 9 }),
    });
    await renderAt(<MeetingEditor />, { path: '/staff/meetings/new', pattern: '/staff/meetings/new' });
    expect(await screen.findByRole('heading', { name: '新建会议' })).toBeTruthy();
    expect(rows()).toHaveLength(1);
    type(screen.getByLabelText('会议代码'), 'BIO2026');
    await waitFor(() => expect(screen.getByRole('option', { name: '医学' })).toBeTruthy());
    fireEvent.change(screen.getByLabelText('学科领域'), { target: { value: 'medicine' } });
    type(screen.getByLabelText('会议名称（中文）'), '生物医学大会');
    type(screen.getByLabelText('会议名称（英文）'), 'Biomedicine Congress');
    type(screen.getByLabelText('举办城市'), '上海');
    type(screen.getByLabelText('举办城市（英文）'), 'Shanghai');
    type(screen.getByLabelText('开始日期'), '2026-09-01');
    type(screen.getByLabelText('结束日期'), '2026-09-02');
    const cat = rows()[0]!;
    type(within(cat).getByLabelText('中文名称'), '代表');
    type(within(cat).getByLabelText('英文名称'), 'Delegate');
    type(within(cat).getByLabelText('费用（元）'), '1500');
    type(within(cat).getByLabelText('名额'), '200');
    type(screen.getByLabelText('对公转账账户（中文）'), '户名：生物医学会');
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(api.on('/service/staff/meeting/save')).toHaveLength(1));
    expect(api.on('/service/staff/meeting/save')[0]!.body).toMatchObject({
      meetingCode: 'BIO2026',
      field: 'medicine',
      startDate: '2026-09-01',
      regOpenAt: null,
      paperMaxMb: null,
      categories: [{ name: '代表', nameEn: 'Delegate', feeFen: 150000, capacity: 200 }],
    });
  });

  it('offers a retry when the conference cannot be loaded, and says when it does not exist', async () => {
    await open('zh', envelope(null, 5000, '服务器开小差了'));
    expect(await screen.findByText('服务器开小差了')).toBeTruthy();
    expect(screen.getByRole('button', { name: '重试' })).toBeTruthy();
    cleanup();
    await open('zh', envelope(null, 3001, '不存在'));
    expect(await screen.findByText('会议不存在或已删除')).toBeTruthy();
  });
});
