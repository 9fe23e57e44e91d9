import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Dialog } from 'antd-mobile';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { envelope, listPage, mockApi, renderAt, staffMeeting } from '../test/render';
import SheetList from './sheet-list';

const sheet = (status: string, extra: object = {}) => ({
  id: 3,
  sheetNo: 'AS20260601001',
  meetingTitle: '人工智能国际会议',
  amountFen: 350050,
  createdAt: '2026-06-01T02:00:00.000Z',
  expertName: 'John Smith',
  passportNo: 'E12345678',
  swiftCode: 'BKCHCNBJ',
  bankCard: '6222020200112233',
  bankName: '中国银行北京分行',
  remark: '',
  status,
  linkState: 'none',
  confirmOpen: true,
  returnReason: '',
  staffComment: '',
  confirmedAt: null,
  meetingId: 5,
  guestUserId: null,
  guestCountryCode: '1',
  guestPhone: '2025550123',
  guestEmail: 'john@uni.edu',
  confirmPhone: '',
  confirmEmail: '',
  linkExpiresAt: null,
  events: [{ from: null, to: 'pending_confirm', at: '2026-06-01T02:00:00.000Z', reason: 'created' }],
  ...extra,
});
const meetings = listPage([staffMeeting()], 100);

afterEach(async () => {
  cleanup();
  Dialog.clear();
  await waitFor(() => expect(document.querySelector('.adm-dialog')).toBeNull());
  vi.unstubAllGlobals();
});

async function open(
  list: unknown[],
  extra: Record<string, unknown> = {},
  path = '/staff/sheets',
  lang: 'zh' | 'en' = 'zh',
) {
  const api = mockApi({
    '/service/staff/meeting/list': meetings,
    '/service/staff/settlement/list': envelope({ list, total: list.length, page: 1, pageSize: 10 }),
    ...extra,
  });
  await renderAt(<SheetList />, { path, pattern: '/staff/sheets', lang });
  return api;
}
const confirmDialog = async (button: string) => {
  const dialog = await screen.findByRole('dialog');
  await act(async () => {
    fireEvent.click(within(dialog).getByRole('button', { name: button }));
  });
  return dialog;
};

describe('allowance sheets', () => {
  it('lists sheets with the amount in yuan, state and link state, filtered by the address', async () => {
    const api = await open([sheet('pending_confirm')], {}, '/staff/sheets?meeting=5&status=pending_confirm');
    const item = await screen.findByTestId('staff-sheet-item');
    expect(item.textContent).toContain('John Smith · ¥3,500.50');
    expect(item.textContent).toContain('待确认');
    expect(item.textContent).toContain('未发送链接');
    expect(api.on('/service/staff/settlement/list')[0]!.body).toMatchObject({
      meetingId: '5',
      status: 'pending_confirm',
    });
  });

  it('says when there is none', async () => {
    await open([]);
    expect(await screen.findByText('没有符合条件的确认单')).toBeTruthy();
  });

  it('creates a sheet: fee typed in yuan sent as fen, each bad field named', async () => {
    const api = await open([], { '/service/staff/settlement/save': envelope({ id: 4 }) });
    fireEvent.click(await screen.findByRole('button', { name: '新建确认单' }));
    const editor = await screen.findByTestId('staff-sheet-editor');
    const field = (label: string) => within(editor).getByLabelText(label);
    const type = (label: string, v: string) => fireEvent.change(field(label), { target: { value: v } });
    const save = () => fireEvent.click(within(editor).getByRole('button', { name: '保存' }));
    const alert = () => within(editor).getByRole('alert').textContent;

    save();
    await waitFor(() => expect(alert()).toBe('请填写嘉宾姓名'));
    type('嘉宾姓名', 'John Smith');
    save();
    await waitFor(() => expect(alert()).toBe('请输入正确的金额（元），最多两位小数，且大于 0'));
    type('税前金额（元）', '3500.505');
    save();
    await waitFor(() => expect(alert()).toBe('请输入正确的金额（元），最多两位小数，且大于 0'));
    type('税前金额（元）', '3500.5');
    type('银行卡号', '6222 0202 0011 2233');
    type('开户行（含支行）', '中国银行北京分行');
    type('SWIFT 代码', 'BKCH');
    save();
    await waitFor(() => expect(alert()).toBe('SWIFT 代码格式不正确'));
    type('SWIFT 代码', 'BKCHCNBJ');
    type('嘉宾手机号', '1380000');
    save();
    await waitFor(() => expect(alert()).toBe('请输入正确的手机号'));
    type('嘉宾手机号', '13800000001');
    type('嘉宾邮箱', 'john@');
    save();
    await waitFor(() => expect(alert()).toBe('请输入正确的邮箱'));
    expect(api.on('/service/staff/settlement/save')).toHaveLength(0);
    type('嘉宾邮箱', 'john@uni.edu');
    save();
    await waitFor(() => expect(api.on('/service/staff/settlement/save')).toHaveLength(1));
    expect(api.on('/service/staff/settlement/save')[0]!.body).toEqual({
      meetingId: null,
      expertName: 'John Smith',
      amountFen: 350050,
      passportNo: '',
      swiftCode: 'BKCHCNBJ',
      bankCard: '6222 0202 0011 2233',
      bankName: '中国银行北京分行',
      remark: '',
      guestCountryCode: '86',
      guestPhone: '13800000001',
      guestEmail: 'john@uni.edu',
    });
  });

  it('sends the link after confirmation and shows it', async () => {
    const url = 'https://example.test/settlement/abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG';
    const api = await open([sheet('pending_confirm')], {
      '/service/staff/settlement/sendLink/3': envelope({ url, expiresAt: '2026-06-08T02:00:00.000Z' }),
    });
    fireEvent.click(await screen.findByRole('button', { name: '详情' }));
    expect(screen.getByTestId('staff-sheet-detail').textContent).toContain('6222020200112233');
    fireEvent.click(screen.getByRole('button', { name: '发送确认链接' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('之前发送的链接随即失效');
    await confirmDialog('发送确认链接');
    const box = await screen.findByTestId('staff-sheet-link');
    expect((within(box).getByLabelText('确认链接') as HTMLInputElement).value).toBe(url);
    expect(box.textContent).toContain('2026-06-08 10:00');
    expect(api.on('/service/staff/settlement/sendLink/3')).toHaveLength(1);
  });

  it('needs a comment to reject a confirmed sheet, and marks payment after confirmation', async () => {
    const api = await open(
      [sheet('confirmed', { confirmedAt: '2026-06-05T02:00:00.000Z', confirmPhone: '2025550123' })],
      {
        '/service/staff/settlement/reject/3': envelope({ status: 'rejected' }),
        '/service/staff/settlement/mark/3': envelope({ status: 'waiting_payment' }),
      },
    );
    fireEvent.click(await screen.findByRole('button', { name: '详情' }));
    expect(screen.queryByRole('button', { name: '发送确认链接' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '驳回' }));
    expect((await screen.findByRole('alert')).textContent).toBe('请填写驳回意见');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.on('/service/staff/settlement/reject')).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: '标记待付款' }));
    await confirmDialog('标记待付款');
    await waitFor(() => expect(api.on('/service/staff/settlement/mark/3')).toHaveLength(1));
    expect(api.on('/service/staff/settlement/mark/3')[0]!.body).toEqual({ to: 'waiting_payment', reason: '' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.change(screen.getByLabelText('备注 / 驳回意见'), { target: { value: '银行卡户名与护照不一致' } });
    fireEvent.click(screen.getByRole('button', { name: '驳回' }));
    await confirmDialog('驳回');
    await waitFor(() => expect(api.on('/service/staff/settlement/reject/3')).toHaveLength(1));
    expect(api.on('/service/staff/settlement/reject/3')[0]!.body).toEqual({ comment: '银行卡户名与护照不一致' });
  });

  it('offers paid and failed once waiting for payment, and no edit', async () => {
    await open([sheet('waiting_payment')]);
    fireEvent.click(await screen.findByRole('button', { name: '详情' }));
    expect(screen.getByRole('button', { name: '标记已付款' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '标记付款失败' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '编辑' })).toBeNull();
    expect(screen.queryByRole('button', { name: '驳回' })).toBeNull();
  });

  it('names bad contacts in English too', async () => {
    const api = await open([], {}, '/staff/sheets', 'en');
    fireEvent.click(await screen.findByRole('button', { name: 'New sheet' }));
    const editor = await screen.findByTestId('staff-sheet-editor');
    const type = (label: string, v: string) =>
      fireEvent.change(within(editor).getByLabelText(label), { target: { value: v } });
    type('Guest name', 'John Smith');
    type('Pre-tax amount (yuan)', '800');
    type('Bank card number', '6222020200112233');
    type('Bank and branch', 'Bank of China');
    type('Guest mobile', '12345');
    type('Guest e-mail', 'john@uni.edu');
    fireEvent.click(within(editor).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(within(editor).getByRole('alert').textContent).toBe('Please enter the correct telephone number'),
    );
    type('Guest mobile', '13800000001');
    type('Guest e-mail', 'not-an-email');
    fireEvent.click(within(editor).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(within(editor).getByRole('alert').textContent).toBe('Please enter the correct e-mail'));
    expect(api.on('/service/staff/settlement/save')).toHaveLength(0);
  });
});
