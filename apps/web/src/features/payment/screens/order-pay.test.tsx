import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Dialog } from 'antd-mobile';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { payOrder } from '../test/fixtures';
import { currentLocation, fail, mockApi, renderScreen } from '../test/render';
import OrderPay from './order-pay';

// antd-mobile's Toast (ES build) would outlive the test and its unmount fails under Node: record it instead.
const toasts = vi.hoisted(() => [] as string[]);
vi.mock('../../../shared/api/client', async (load) => ({
  ...(await load<typeof import('../../../shared/api/client')>()),
  toast: (m: string) => toasts.push(m),
}));

afterEach(async () => {
  cleanup();
  Dialog.clear();
  vi.unstubAllGlobals();
  await waitFor(() => expect(screen.queryAllByRole('dialog')).toHaveLength(0));
});

const VIEW = '/service/business/pay/order/';
const at = (id: number | string) => ({ path: `/attendOrder/orderPay?orderId=${id}`, pattern: '/attendOrder/orderPay' });
const elsewhere = <div data-testid="elsewhere" />;

async function confirmDialog(button: string) {
  const dialog = await screen.findByRole('dialog');
  await act(async () => fireEvent.click(within(dialog).getByText(button)));
  return dialog;
}

describe('order payment', () => {
  it('shows the order and recomputes the payable amount when a coupon is chosen', async () => {
    mockApi({ [VIEW]: payOrder(1) });
    await renderScreen(<OrderPay />, at(1));
    const summary = await screen.findByTestId('pay-summary');
    expect(summary.textContent).toContain('国际人工智能会议 5 · 普通参会');
    expect(summary.textContent).toContain('R202603100001');
    expect(summary.textContent).toContain('会议报名');
    expect(screen.getByTestId('payable').textContent).toBe('¥1,800');
    fireEvent.click(screen.getByLabelText(/会议报名立减100元/));
    expect(screen.getByTestId('payable').textContent).toBe('¥1,700');
    fireEvent.click(screen.getByLabelText('不使用优惠券'));
    expect(screen.getByTestId('payable').textContent).toBe('¥1,800');
  });

  it('pays by wallet with the pay password, shows a wrong password in the sheet, then goes to the order', async () => {
    let tries = 0;
    const api = mockApi({
      [VIEW]: payOrder(1),
      '/service/business/pay/register/1/wallet': () =>
        tries++ === 0
          ? fail(4402, '支付密码错误，还可尝试4次')
          : { status: 'paid', payableFen: 170_000, balanceFen: 30_000 },
    });
    await renderScreen(<OrderPay />, { ...at(1), elsewhere });
    fireEvent.click(await screen.findByLabelText(/会议报名立减100元/));
    fireEvent.click(screen.getByTestId('pay-submit'));
    const sheet = await screen.findByTestId('wallet-sheet');
    expect(sheet.textContent).toContain('¥1,700');
    expect(sheet.textContent).toContain('余额 ¥2,000');
    const pin = within(sheet).getByLabelText('6位数字支付密码');
    fireEvent.click(within(sheet).getByTestId('wallet-confirm'));
    expect(await within(sheet).findByText('支付密码须为6位数字')).toBeTruthy();
    expect(api.on('/service/business/pay/register')).toHaveLength(0);
    fireEvent.change(pin, { target: { value: '111111' } });
    fireEvent.click(within(sheet).getByTestId('wallet-confirm'));
    expect(await within(sheet).findByText('支付密码错误，还可尝试4次')).toBeTruthy();
    fireEvent.change(pin, { target: { value: '12a3456' } });
    expect((pin as HTMLInputElement).value).toBe('123456');
    fireEvent.click(within(sheet).getByTestId('wallet-confirm'));
    await waitFor(() => expect(currentLocation()).toBe('/personal/attend/detail/1'));
    expect(toasts).toContain('支付成功');
    expect(api.on('/service/business/pay/register/1/wallet').map((c) => c.body)).toEqual([
      { couponId: '31', payPassword: '111111' },
      { couponId: '31', payPassword: '123456' },
    ]);
  });

  it('leads to top-up when the balance is short, and to the pay password when none is set', async () => {
    mockApi({ [VIEW]: payOrder(1, { wallet: { balanceFen: 100, hasPayPassword: true } }) });
    await renderScreen(<OrderPay />, at(1));
    // A wallet that cannot pay is not the default method, but can still be picked.
    expect(((await screen.findByLabelText(/在线支付/)) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByLabelText(/钱包余额支付/));
    const short = await screen.findByTestId('wallet-short');
    expect(within(short).getByRole('link', { name: '去充值' }).getAttribute('href')).toMatch(
      /^\/wallet\/recharge\?back=/,
    );
    expect((screen.getByTestId('pay-submit') as HTMLButtonElement).disabled).toBe(true);
    cleanup();
    mockApi({ [VIEW]: payOrder(1, { wallet: { balanceFen: 500_000, hasPayPassword: false } }) });
    await renderScreen(<OrderPay />, at(1));
    fireEvent.click(await screen.findByLabelText(/钱包余额支付/));
    const none = await screen.findByTestId('wallet-no-password');
    expect(within(none).getByRole('link', { name: '设置支付密码' }).getAttribute('href')).toBe(
      `/payPassword?back=${encodeURIComponent('/attendOrder/orderPay?orderId=1')}`,
    );
  });

  it('goes to the sandbox payment page only after a confirmation', async () => {
    const payUrl = `/sandboxPay/${'a'.repeat(32)}?token=${'b'.repeat(43)}`;
    const api = mockApi({
      [VIEW]: payOrder(1),
      '/service/business/pay/register/1/online/sandbox': {
        intentId: 'a'.repeat(32),
        token: 'b'.repeat(43),
        payUrl,
        payableFen: 180_000,
        status: 'paying',
      },
    });
    await renderScreen(<OrderPay />, { ...at(1), elsewhere });
    fireEvent.click(await screen.findByLabelText(/在线支付/));
    fireEvent.click(screen.getByTestId('pay-submit'));
    await confirmDialog('取消');
    expect(api.on('/service/business/pay/register/1/online')).toHaveLength(0);
    await waitFor(() => expect(screen.queryAllByRole('dialog')).toHaveLength(0));
    fireEvent.click(screen.getByTestId('pay-submit'));
    const dialog = await confirmDialog('去支付');
    expect(dialog.textContent).toContain('¥1,800');
    await waitFor(() => expect(currentLocation()).toBe(payUrl));
    expect(api.on('/service/business/pay/register/1/online/sandbox')[0]!.body).toEqual({});
  });

  it('asks for the transfer voucher next to it, uploads it and submits it after a confirmation', async () => {
    let submitted = false;
    const api = mockApi({
      [VIEW]: () => (submitted ? payOrder(1, { status: 'voucher_review', methods: [] }) : payOrder(1)),
      '/service/common/file/common/voucher': {
        fileId: 'f'.repeat(32),
        url: '/files/voucher.png',
        name: 'voucher.png',
        size: 1000,
        mime: 'image/png',
      },
      '/service/business/pay/register/1/voucher': () => {
        submitted = true;
        return { status: 'voucher_review' };
      },
    });
    await renderScreen(<OrderPay />, at(1));
    fireEvent.click(await screen.findByLabelText(/对公转账/));
    const panel = screen.getByTestId('offline-panel');
    expect(panel.textContent).toContain('6222 0000 1234 5678');
    expect(panel.textContent).toContain('R202603100001');
    fireEvent.click(screen.getByTestId('pay-submit'));
    expect(await screen.findByText('请先上传转账凭证图片')).toBeTruthy();
    const input = screen.getByTestId('voucher-input');
    fireEvent.change(input, { target: { files: [new File(['x'], 'a.gif', { type: 'image/gif' })] } });
    expect(await screen.findByText('凭证仅支持PNG或JPG图片')).toBeTruthy();
    expect(api.on('/service/common/file')).toHaveLength(0);
    fireEvent.change(input, { target: { files: [new File(['x'], 'v.png', { type: 'image/png' })] } });
    expect(await screen.findByTestId('voucher-preview')).toBeTruthy();
    fireEvent.click(screen.getByTestId('pay-submit'));
    await confirmDialog('提交凭证');
    expect((await screen.findByTestId('pay-state')).textContent).toContain('凭证审核中');
    expect(api.on('/service/business/pay/register/1/voucher')[0]!.body).toEqual({ fileId: 'f'.repeat(32) });
  });

  it('cancels an unpaid order only after a confirmation', async () => {
    let cancelled = false;
    const api = mockApi({
      [VIEW]: () => (cancelled ? payOrder(1, { status: 'cancelled', methods: [] }) : payOrder(1)),
      '/service/business/pay/register/1/cancel': () => {
        cancelled = true;
        return { status: 'cancelled' };
      },
    });
    await renderScreen(<OrderPay />, at(1));
    fireEvent.click(await screen.findByRole('button', { name: '取消订单' }));
    await confirmDialog('再想想');
    expect(api.on('/service/business/pay/register/1/cancel')).toHaveLength(0);
    await waitFor(() => expect(screen.queryAllByRole('dialog')).toHaveLength(0));
    fireEvent.click(screen.getByRole('button', { name: '取消订单' }));
    const dialog = await screen.findByRole('dialog');
    await act(async () => fireEvent.click(within(dialog).getAllByText('取消订单').at(-1)!));
    expect((await screen.findByTestId('pay-state')).textContent).toContain('已取消');
    expect(api.on('/service/business/pay/register/1/cancel')).toHaveLength(1);
  });

  it('shows a paid order with the way to where it belongs, per kind', async () => {
    mockApi({ [VIEW]: payOrder(1, { status: 'paid', methods: [], paidAt: '2026-03-10T07:00:00.000Z' }) });
    await renderScreen(<OrderPay />, { ...at(1), lang: 'en' });
    const state = await screen.findByTestId('pay-state');
    expect(state.textContent).toContain('Paid');
    expect(within(state).getByRole('link', { name: 'View order' }).getAttribute('href')).toBe(
      '/personal/attend/detail/1',
    );
    expect(screen.queryByTestId('pay-submit')).toBeNull();
    cleanup();
    mockApi({ [VIEW]: payOrder(2, { kind: 'topup', status: 'paid', methods: [] }) });
    await renderScreen(<OrderPay />, at(2));
    const topup = await screen.findByTestId('pay-state');
    expect(within(topup).getByRole('link', { name: '查看钱包' }).getAttribute('href')).toBe('/wallet/myAccount');
    cleanup();
    // A top-up started from a short wallet leads back to the order being paid; never off the site.
    sessionStorage.setItem('pm-topup-back', '/attendOrder/orderPay?orderId=1');
    mockApi({ [VIEW]: payOrder(2, { kind: 'topup', status: 'paid', methods: [] }) });
    await renderScreen(<OrderPay />, at(2));
    expect((await screen.findByTestId('pay-resume')).getAttribute('href')).toBe('/attendOrder/orderPay?orderId=1');
    cleanup();
    sessionStorage.setItem('pm-topup-back', '//evil.example/');
    mockApi({ [VIEW]: payOrder(2, { kind: 'topup', status: 'paid', methods: [] }) });
    await renderScreen(<OrderPay />, at(2));
    await screen.findByTestId('pay-state');
    expect(screen.queryByTestId('pay-resume')).toBeNull();
    sessionStorage.clear();
  });

  it("shows not found for a malformed id or another user's order, without asking for a bad id", async () => {
    const api = mockApi({ [VIEW]: fail(3001, '内容不存在') });
    await renderScreen(<OrderPay />, at('abc'));
    expect(await screen.findByText('订单不存在')).toBeTruthy();
    expect(api.calls).toHaveLength(0);
    cleanup();
    mockApi({ [VIEW]: fail(3001, '内容不存在') });
    await renderScreen(<OrderPay />, at(9));
    expect(await screen.findByText('订单不存在')).toBeTruthy();
  });
});
