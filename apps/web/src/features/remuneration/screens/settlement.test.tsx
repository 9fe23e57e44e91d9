import '../../../shared/test/dom-standard-shim';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Dialog } from 'antd-mobile';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, mockApi, renderScreen } from '../../cms/test/render';
import SettlementScreen from './settlement';

// Success toasts go through the API client; spy on it rather than on antd-mobile's DOM.
const toast = vi.hoisted(() => vi.fn());
vi.mock('../../../shared/api/client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../shared/api/client')>()),
  toast,
}));

const TOKEN = 'Qm9vbS1ib29tLXRoaXMtaXMtYS10ZXN0LXRva2VuLTQz';
const pattern = '/settlement/:id';
const USER = '/service/user/settlement/';
const LINK = '/service/visitor/settlement/';

const sheet = (over: Record<string, unknown> = {}) => ({
  id: 5,
  sheetNo: 'S2026050112345678',
  meetingTitle: '2026人工智能国际会议',
  amountFen: 1_200_050,
  createdAt: '2026-05-01T02:00:00.000Z',
  expertName: 'John Smith',
  passportNo: 'E1*****89',
  swiftCode: 'BKCHCNBJ',
  bankCard: '**** 6789',
  bankName: '中国银行北京分行',
  remark: '主旨报告',
  status: 'pending_confirm',
  linkState: 'valid',
  confirmOpen: true,
  returnReason: '',
  staffComment: '',
  confirmedAt: null,
  ...over,
});

afterEach(async () => {
  toast.mockClear();
  cleanup();
  Dialog.clear();
  await waitFor(() => expect(document.querySelector('[role=dialog]')).toBeNull());
  vi.unstubAllGlobals();
});

const type = (label: string | RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

async function confirmDialog(button: string) {
  const dialog = await screen.findByRole('dialog');
  await act(async () => {
    fireEvent.click(within(dialog).getByText(button));
  });
}

function fillValid() {
  type('收款账号', '6222 0000 1234 6789');
  type('手机号', '13800000001');
  type('邮箱', 'john@example.edu');
  fireEvent.click(screen.getByLabelText(/同意《会议劳务费结算协议》/));
  fireEvent.click(screen.getByLabelText(/代扣代缴个人所得税/));
}

describe('allowance sheet, signed in', () => {
  it('shows the sheet with its amount and masked account', async () => {
    const api = mockApi({ [`${USER}details/`]: sheet() });
    await renderScreen(<SettlementScreen />, { path: '/settlement/5', pattern });
    expect(await screen.findByTestId('sheet-amount')).toBeTruthy();
    expect(screen.getByTestId('sheet-amount').textContent).toBe('¥12,000.50');
    expect(screen.getByText('**** 6789')).toBeTruthy();
    expect(screen.getByText('S2026050112345678')).toBeTruthy();
    expect(screen.getByText('2026年5月1日 10:00')).toBeTruthy();
    expect(screen.getByTestId('sheet-state').textContent).toContain('待确认');
    expect(api.calls[0]).toEqual({ path: `${USER}details/5`, body: {} });
  });

  it('names each missing or bad field next to it, and sends nothing', async () => {
    const api = mockApi({ [`${USER}details/`]: sheet() });
    await renderScreen(<SettlementScreen />, { path: '/settlement/5', pattern });
    fireEvent.click(await screen.findByRole('button', { name: '确认结算单' }));
    expect(screen.getByText('请填写收款账号')).toBeTruthy();
    expect(screen.getByText('请填写手机号')).toBeTruthy();
    expect(screen.getByText('请填写邮箱')).toBeTruthy();
    expect(screen.getAllByText('请阅读并勾选协议')).toHaveLength(2);
    type('收款账号', '12ab');
    type('手机号', '12345');
    type('邮箱', 'not-mail');
    fireEvent.click(screen.getByRole('button', { name: '确认结算单' }));
    expect(screen.getByText('收款账号格式不正确')).toBeTruthy();
    expect(screen.getByText('请输入正确的电话号码')).toBeTruthy();
    expect(screen.getByText('请输入正确的邮箱')).toBeTruthy();
    expect(screen.getByLabelText('邮箱').getAttribute('aria-describedby')).toBe('rm-email-error');
    expect(api.calls).toHaveLength(1);
  });

  it('says the same in English', async () => {
    mockApi({ [`${USER}details/`]: sheet() });
    await renderScreen(<SettlementScreen />, { path: '/settlement/5', pattern, lang: 'en' });
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm sheet' }));
    expect(screen.getByText('Please fill in Bank account')).toBeTruthy();
    expect(screen.getAllByText('Please read and tick the agreements')).toHaveLength(2);
    type('E-mail', 'x@');
    fireEvent.click(screen.getByRole('button', { name: 'Confirm sheet' }));
    expect(screen.getByText('Please enter the correct e-mail')).toBeTruthy();
  });

  it('confirms after the dialog, with both agreements and the typed account', async () => {
    let status = 'pending_confirm';
    const api = mockApi({
      [`${USER}details/`]: () =>
        sheet({ status, confirmedAt: status === 'confirmed' ? '2026-05-03T01:00:00.000Z' : null }),
      [`${USER}confirm/`]: () => {
        status = 'confirmed';
        return { status };
      },
    });
    await renderScreen(<SettlementScreen />, { path: '/settlement/5', pattern });
    await screen.findByRole('button', { name: '确认结算单' });
    fillValid();
    fireEvent.click(screen.getByRole('button', { name: '确认结算单' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/确认税前金额¥12,000.50及收款信息无误/)).toBeTruthy();
    await confirmDialog('确认');
    expect(api.on(`${USER}confirm/`)).toEqual([
      {
        path: `${USER}confirm/5`,
        body: {
          bankCard: '6222 0000 1234 6789',
          countryCode: '86',
          phone: '13800000001',
          email: 'john@example.edu',
          agreeTerms: '1',
          agreeTax: '1',
        },
      },
    ]);
    expect(await screen.findByText('确认时间：2026年5月3日 09:00')).toBeTruthy();
    expect(toast).toHaveBeenCalledWith('已确认');
    expect(screen.queryByRole('button', { name: '确认结算单' })).toBeNull();
  });

  it('sends nothing when the dialog is cancelled', async () => {
    const api = mockApi({ [`${USER}details/`]: sheet() });
    await renderScreen(<SettlementScreen />, { path: '/settlement/5', pattern });
    await screen.findByRole('button', { name: '确认结算单' });
    fillValid();
    fireEvent.click(screen.getByRole('button', { name: '确认结算单' }));
    await confirmDialog('再看看');
    expect(api.on(`${USER}confirm/`)).toHaveLength(0);
  });

  it('shows an account that does not match next to the account field', async () => {
    mockApi({ [`${USER}details/`]: sheet(), [`${USER}confirm/`]: fail(2001, '账户不一致', { field: 'bankCard' }) });
    await renderScreen(<SettlementScreen />, { path: '/settlement/5', pattern });
    await screen.findByRole('button', { name: '确认结算单' });
    fillValid();
    fireEvent.click(screen.getByRole('button', { name: '确认结算单' }));
    await confirmDialog('确认');
    const err = await screen.findByText('账户不一致');
    expect(err.id).toBe('rm-card-error');
    type('收款账号', '6222000012346780');
    expect(screen.queryByText('账户不一致')).toBeNull();
  });

  it('pauses confirmation from the 25th with the rule, and still lets the guest return', async () => {
    mockApi({ [`${USER}details/`]: sheet({ confirmOpen: false }) });
    await renderScreen(<SettlementScreen />, { path: '/settlement/5', pattern });
    const paused = await screen.findByTestId('confirm-paused');
    expect(paused.textContent).toContain('本月25日至月底暂停确认');
    expect(paused.textContent).toContain('每月1日至24日确认');
    expect(screen.queryByRole('button', { name: '确认结算单' })).toBeNull();
    expect(screen.getByRole('button', { name: '退回' })).toBeTruthy();
  });

  it('shows the paused state when the 25th arrives between reading and confirming', async () => {
    let open = true;
    mockApi({
      [`${USER}details/`]: () => sheet({ confirmOpen: open }),
      [`${USER}confirm/`]: () => {
        open = false;
        return fail(4005, '每月1日至24日可确认，25日至月底暂停确认');
      },
    });
    await renderScreen(<SettlementScreen />, { path: '/settlement/5', pattern });
    await screen.findByRole('button', { name: '确认结算单' });
    fillValid();
    fireEvent.click(screen.getByRole('button', { name: '确认结算单' }));
    await confirmDialog('确认');
    expect((await screen.findByRole('alert')).textContent).toBe('每月1日至24日可确认，25日至月底暂停确认');
    expect(await screen.findByTestId('confirm-paused')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '确认结算单' })).toBeNull();
  });

  it('needs a reason to return, then returns after the dialog', async () => {
    const api = mockApi({ [`${USER}details/`]: sheet(), [`${USER}return/`]: { status: 'returned' } });
    await renderScreen(<SettlementScreen />, { path: '/settlement/5', pattern });
    fireEvent.click(await screen.findByRole('button', { name: '退回' }));
    fireEvent.click(screen.getByRole('button', { name: '提交退回' }));
    expect(screen.getByText('请填写退回原因')).toBeTruthy();
    type('退回原因', '   ');
    fireEvent.click(screen.getByRole('button', { name: '提交退回' }));
    expect(screen.getByText('请填写退回原因')).toBeTruthy();
    type('退回原因', '银行卡号有误');
    fireEvent.click(screen.getByRole('button', { name: '提交退回' }));
    await confirmDialog('退回');
    expect(api.on(`${USER}return/`)).toEqual([{ path: `${USER}return/5`, body: { reason: '银行卡号有误' } }]);
    await waitFor(() => expect(toast).toHaveBeenCalledWith('已退回'));
  });

  it.each([
    ['rejected', { staffComment: '护照号与名单不符' }, ['已驳回', '驳回意见：护照号与名单不符']],
    ['returned', { returnReason: '金额不符' }, ['已退回', '退回原因：金额不符']],
    ['waiting_payment', {}, ['等待付款']],
    ['paid', {}, ['已付款']],
    ['failed', {}, ['付款失败', '付款未成功，请联系顾问。']],
  ])('shows the %s state without forms', async (status, over, texts) => {
    mockApi({ [`${USER}details/`]: sheet({ status, ...over }) });
    await renderScreen(<SettlementScreen />, { path: '/settlement/5', pattern });
    const state = await screen.findByTestId('sheet-state');
    for (const text of texts) expect(state.textContent).toContain(text);
    expect(screen.queryByRole('button', { name: '确认结算单' })).toBeNull();
    expect(screen.queryByRole('button', { name: '退回' })).toBeNull();
  });

  it('answers another guest’s sheet with not found', async () => {
    mockApi({ [`${USER}details/`]: fail(3001, '内容不存在或已删除') });
    await renderScreen(<SettlementScreen />, { path: '/settlement/6', pattern });
    expect(await screen.findByText('确认单不存在')).toBeTruthy();
  });
});

describe('honorarium link (visitor)', () => {
  it('reads the sheet by its token and confirms through the link', async () => {
    const api = mockApi({ [`${LINK}view/`]: sheet(), [`${LINK}confirm/`]: { status: 'confirmed' } });
    await renderScreen(<SettlementScreen />, { path: `/settlement/${TOKEN}`, pattern });
    await screen.findByRole('button', { name: '确认结算单' });
    expect(api.calls[0]).toEqual({ path: `${LINK}view/${TOKEN}`, body: {} });
    fillValid();
    fireEvent.click(screen.getByRole('button', { name: '确认结算单' }));
    await confirmDialog('确认');
    expect(api.on(`${LINK}confirm/`)[0]!.path).toBe(`${LINK}confirm/${TOKEN}`);
  });

  it('says an expired link has expired', async () => {
    mockApi({ [`${LINK}view/`]: fail(4297, '链接已失效，请联系顾问') });
    await renderScreen(<SettlementScreen />, { path: `/settlement/${TOKEN}`, pattern });
    expect(await screen.findByText('链接已失效')).toBeTruthy();
    expect(screen.getByText('链接已失效，请联系顾问')).toBeTruthy();
  });

  it('offers no form through a link that was already used', async () => {
    mockApi({ [`${LINK}view/`]: sheet({ linkState: 'used' }) });
    await renderScreen(<SettlementScreen />, { path: `/settlement/${TOKEN}`, pattern, lang: 'en' });
    expect(await screen.findByText('This link has been used')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Confirm sheet' })).toBeNull();
  });

  it('makes no call for a segment that is neither a number nor a token', async () => {
    const api = mockApi({});
    await renderScreen(<SettlementScreen />, { path: '/settlement/abc', pattern });
    expect(await screen.findByText('确认单不存在')).toBeTruthy();
    expect(api.calls).toHaveLength(0);
  });
});
