import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, mockApi, renderScreen } from '../test/render';
import SandboxPay from './sandbox-pay';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const ID = 'a1'.repeat(16);
const TOKEN = 'T'.repeat(43);
const pattern = '/sandboxPay/:intentId';
const intent = (status: string) => ({
  intentId: ID,
  merchant: 'M10001',
  merchantName: '学术服务平台',
  orderNo: 'R202603100001',
  orderTitle: '国际人工智能会议 5 · 普通参会',
  amountFen: 170_000,
  status,
  returnUrl: '/attendOrder/orderPay?orderId=1',
});

describe('sandbox payment page', () => {
  it('says it is a sandbox, shows merchant and amount, and confirms the payment', async () => {
    const api = mockApi({
      '/service/business/pay/sandbox/intent/': intent('open'),
      '/service/business/pay/sandbox/confirm/': { ...intent('succeeded'), orderStatus: 'paid' },
    });
    await renderScreen(<SandboxPay />, { path: `/sandboxPay/${ID}?token=${TOKEN}`, pattern });
    expect(await screen.findByText('沙箱测试环境：此页面模拟支付渠道，不会产生真实扣款。')).toBeTruthy();
    expect((await screen.findByTestId('sandbox-amount')).textContent).toBe('¥1,700');
    expect(screen.getByText('付款给 学术服务平台')).toBeTruthy();
    fireEvent.click(screen.getByTestId('sandbox-pay'));
    await waitFor(() => expect(screen.getByTestId('sandbox-status').textContent).toContain('支付成功'));
    expect(screen.queryByTestId('sandbox-pay')).toBeNull();
    expect(screen.getByTestId('sandbox-return').getAttribute('href')).toBe('/attendOrder/orderPay?orderId=1');
    expect(api.on('/service/business/pay/sandbox/confirm/')).toEqual([
      { path: `/service/business/pay/sandbox/confirm/${ID}`, body: { token: TOKEN, outcome: 'pay' } },
    ]);
  });

  it('simulates a failure', async () => {
    const api = mockApi({
      '/service/business/pay/sandbox/intent/': intent('open'),
      '/service/business/pay/sandbox/confirm/': { ...intent('failed'), orderStatus: 'paying' },
    });
    await renderScreen(<SandboxPay />, { path: `/sandboxPay/${ID}?token=${TOKEN}`, pattern, lang: 'en' });
    fireEvent.click(await screen.findByTestId('sandbox-fail'));
    await waitFor(() => expect(screen.getByTestId('sandbox-status').textContent).toContain('Failed'));
    expect(api.on('/service/business/pay/sandbox/confirm/')[0]!.body).toEqual({ token: TOKEN, outcome: 'fail' });
  });

  it('refuses a malformed or forged link without asking, and never returns off the site', async () => {
    const api = mockApi({});
    await renderScreen(<SandboxPay />, { path: `/sandboxPay/${ID}?token=short`, pattern });
    expect(await screen.findByText('支付链接无效')).toBeTruthy();
    expect(api.calls).toHaveLength(0);
    cleanup();
    mockApi({ '/service/business/pay/sandbox/intent/': fail(3001, '内容不存在') });
    await renderScreen(<SandboxPay />, { path: `/sandboxPay/${ID}?token=${TOKEN}`, pattern });
    expect(await screen.findByText('支付链接无效')).toBeTruthy();
    cleanup();
    mockApi({ '/service/business/pay/sandbox/intent/': { ...intent('succeeded'), returnUrl: '//evil.example/x' } });
    await renderScreen(<SandboxPay />, { path: `/sandboxPay/${ID}?token=${TOKEN}`, pattern });
    expect((await screen.findByTestId('sandbox-return')).getAttribute('href')).toBe('/');
  });
});
