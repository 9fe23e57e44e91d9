import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Dialog } from 'antd-mobile';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ledgerRow } from '../test/fixtures';
import { currentLocation, fail, mockApi, renderScreen } from '../test/render';
import ExchangeGift from './exchange-gift';
import RechargeList from './recharge-list';
import Topup from './topup';
import WalletAccount from './wallet-account';
import WalletRecharge from './wallet-recharge';

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

const offer = {
  title: '充值送好礼',
  rules: ['充值金额不可提现', '赠送金额与充值同时到账'],
  minFen: 1000,
  maxFen: 500_000,
  tiers: [
    { minFen: 50_000, bonusFen: 5_000 },
    { minFen: 10_000, bonusFen: 500 },
  ],
};

describe('wallet', () => {
  it('shows the balance and the ledger, credits and debits signed, page by page', async () => {
    const api = mockApi({
      '/service/user/wallet/index': (b: Record<string, string>) => ({
        balanceFen: 120_050,
        hasPayPassword: false,
        lockedUntil: null,
        ledger: {
          list:
            b.page === '1'
              ? [ledgerRow(2, -10_000, 120_050), { ...ledgerRow(1, 130_050, 130_050), reason: 'topup' }]
              : [],
          total: 2,
          page: Number(b.page),
          pageSize: 20,
        },
      }),
    });
    await renderScreen(<WalletAccount />, { path: '/wallet/myAccount' });
    await waitFor(() => expect(screen.getByTestId('wallet-balance').textContent).toBe('¥1,200.50'));
    const rows = screen.getAllByTestId('ledger-row');
    expect(rows[0]!.textContent).toContain('订单支付');
    expect(rows[0]!.textContent).toContain('-¥100');
    expect(rows[1]!.textContent).toContain('钱包充值');
    expect(rows[1]!.textContent).toContain('+¥1,300.50');
    expect(screen.getByTestId('wallet-password-link').textContent).toBe('设置支付密码');
    expect(api.calls[0]!.body).toEqual({ page: '1', pageSize: '20' });
  });

  it('shows an empty ledger with the way to top up, and a failure with retry', async () => {
    mockApi({
      '/service/user/wallet/index': {
        balanceFen: 0,
        hasPayPassword: true,
        lockedUntil: null,
        ledger: { list: [], total: 0, page: 1, pageSize: 20 },
      },
    });
    await renderScreen(<WalletAccount />, { path: '/wallet/myAccount' });
    expect(await screen.findByText('暂无收支记录')).toBeTruthy();
    cleanup();
    mockApi({ '/service/user/wallet/index': fail(5000, '服务器开小差了') });
    await renderScreen(<WalletAccount />, { path: '/wallet/myAccount' });
    expect(await screen.findByText('服务器开小差了')).toBeTruthy();
  });
});

describe('top-up', () => {
  it('refuses bad amounts next to the field, without a call', async () => {
    const api = mockApi({ '/service/visitor/activity/topup': offer });
    await renderScreen(<WalletRecharge />, { path: '/wallet/recharge' });
    const input = await screen.findByLabelText('其他金额（元）');
    for (const [typed, message] of [
      ['', '请输入充值金额'],
      ['10.001', '请输入正确的金额，最多两位小数'],
      ['1e3', '请输入正确的金额，最多两位小数'],
      ['9.99', '充值金额不能低于¥10'],
      ['5000.01', '充值金额不能超过¥5,000'],
    ] as const) {
      fireEvent.change(input, { target: { value: typed } });
      fireEvent.click(screen.getByTestId('recharge-submit'));
      expect(await screen.findByText(message)).toBeTruthy();
    }
    expect(api.on('/service/user/wallet/topup')).toHaveLength(0);
  });

  it('shows the bonus of the tier reached and pays through the sandbox after a confirmation', async () => {
    const payUrl = `/sandboxPay/${'c'.repeat(32)}?token=${'d'.repeat(43)}`;
    const api = mockApi({
      '/service/visitor/activity/topup': offer,
      '/service/user/wallet/topup/create': { orderId: 7, orderNo: 'T1', amountFen: 50_000, bonusFen: 5_000 },
      '/service/business/pay/topup/7/online/sandbox': {
        intentId: 'c'.repeat(32),
        token: 'd'.repeat(43),
        payUrl,
        payableFen: 50_000,
        status: 'paying',
      },
    });
    const back = encodeURIComponent('/attendOrder/orderPay?orderId=3');
    await renderScreen(<WalletRecharge />, {
      path: `/wallet/recharge?back=${back}`,
      pattern: '/wallet/recharge',
      elsewhere: <div />,
    });
    fireEvent.click(await screen.findByRole('button', { name: /¥500/ }));
    await waitFor(() => expect(screen.getByTestId('recharge-total').textContent).toBe('¥550'));
    fireEvent.click(screen.getByTestId('recharge-submit'));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('充值 ¥500，另赠 ¥50');
    await act(async () => fireEvent.click(within(dialog).getByText('去支付')));
    await waitFor(() => expect(currentLocation()).toBe(payUrl));
    expect(api.on('/service/user/wallet/topup/create')[0]!.body).toEqual({ amount: '500' });
    expect(sessionStorage.getItem('pm-topup-back')).toBe('/attendOrder/orderPay?orderId=3');
    sessionStorage.clear();
  });

  it('lists top-ups, with the way to pay an unpaid one', async () => {
    mockApi({
      '/service/user/wallet/topup/list': {
        list: [
          {
            id: 7,
            orderNo: 'T7',
            amountFen: 10_000,
            bonusFen: 500,
            status: 'unpaid',
            createdAt: '2026-03-10T06:30:00.000Z',
            paidAt: null,
          },
          {
            id: 6,
            orderNo: 'T6',
            amountFen: 5_000,
            bonusFen: 0,
            status: 'paid',
            createdAt: '2026-03-09T06:30:00.000Z',
            paidAt: '2026-03-09T06:31:00.000Z',
          },
        ],
        total: 2,
        page: 1,
        pageSize: 20,
      },
    });
    await renderScreen(<RechargeList />, { path: '/wallet/rechargeList' });
    const rows = await screen.findAllByTestId('recharge-row');
    expect(within(rows[0]!).getByRole('link', { name: '去支付' }).getAttribute('href')).toBe(
      '/attendOrder/orderPay?orderId=7',
    );
    expect(rows[0]!.textContent).toContain('赠送 ¥5');
    expect(rows[1]!.textContent).toContain('已支付');
  });

  it('shows the public offer tiers and rules with the way to top up', async () => {
    mockApi({ '/service/visitor/activity/topup': offer });
    await renderScreen(<Topup />, { path: '/activity/topup', lang: 'en' });
    const tiers = await screen.findByTestId('topup-tiers');
    expect(tiers.textContent).toContain('Top up ¥100 or more');
    expect(tiers.textContent).toContain('Get ¥50 extra');
    expect(screen.getByText('充值金额不可提现')).toBeTruthy();
    expect(screen.getByTestId('topup-cta').getAttribute('href')).toBe('/wallet/recharge');
  });
});

describe('gift codes', () => {
  it('checks the code, shows a refusal next to the field, and the credit once redeemed', async () => {
    let n = 0;
    const api = mockApi({
      '/service/user/wallet/exchangeGift': () =>
        n++ === 0
          ? fail(4004, '兑换码已被使用')
          : { kind: 'balance', amountFen: 5_000, couponTitle: '', balanceFen: 15_000 },
    });
    await renderScreen(<ExchangeGift />, { path: '/wallet/exchangeGift' });
    const input = await screen.findByLabelText('兑换码');
    fireEvent.click(screen.getByTestId('gift-submit'));
    expect(await screen.findByText('请输入兑换码')).toBeTruthy();
    fireEvent.change(input, { target: { value: 'ab-12' } });
    fireEvent.click(screen.getByTestId('gift-submit'));
    expect(await screen.findByText('兑换码为8–20位字母或数字')).toBeTruthy();
    expect(api.calls).toHaveLength(0);
    fireEvent.change(input, { target: { value: 'GIFT2026A' } });
    fireEvent.click(screen.getByTestId('gift-submit'));
    expect(await screen.findByText('兑换码已被使用')).toBeTruthy();
    fireEvent.change(input, { target: { value: 'GIFT2026B' } });
    fireEvent.click(screen.getByTestId('gift-submit'));
    expect((await screen.findByTestId('gift-done')).textContent).toContain('¥50 已存入钱包，当前余额 ¥150');
  });
});
