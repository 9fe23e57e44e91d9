import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Dialog } from 'antd-mobile';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentLocation, envelope, mockApi, renderAt } from '../test/render';
import PayOrderDetail from './pay-order-detail';
import PayOrders from './pay-orders';

afterEach(async () => {
  cleanup();
  Dialog.clear();
  await waitFor(() => expect(document.querySelector('.adm-dialog')).toBeNull());
  vi.unstubAllGlobals();
});

const row = (id: number, o: object = {}) => ({
  id,
  orderNo: `R2026031000${id}`,
  kind: 'register',
  title: '国际人工智能会议 5 · 普通参会',
  userId: 8,
  userName: '韩梅梅',
  userPhone: '13800000000',
  amountFen: 180_000,
  payableFen: 170_000,
  status: 'voucher_review',
  paidBy: '',
  createdAt: '2026-03-10T06:30:00.000Z',
  paidAt: null,
  ...o,
});
const detail = (o: object = {}) => ({
  ...row(4),
  coupon: { id: 31, title: '立减100元', discountFen: 10_000 },
  voucher: { fileId: 'f'.repeat(32), url: '/files/v.png', submittedAt: '2026-03-10T07:00:00.000Z', rejectReason: '' },
  refunds: [],
  events: [
    { from: null, to: 'unpaid', at: '2026-03-10T06:30:00.000Z', reason: 'created', actor: 'user' },
    { from: 'unpaid', to: 'voucher_review', at: '2026-03-10T07:00:00.000Z', reason: 'voucher', actor: 'user' },
  ],
  ...o,
});

describe('staff orders', () => {
  it('lists orders of every kind and filters by search, kind, state and day, keeping them in the address', async () => {
    const api = mockApi({
      '/service/staff/pay/order/list': envelope({ list: [row(4)], total: 1, page: 1, pageSize: 20 }),
    });
    await renderAt(<PayOrders />, { path: '/staff/pay-orders', pattern: '/staff/pay-orders' });
    const item = await screen.findByTestId('staff-pay-order');
    expect(item.textContent).toContain('R20260310004');
    expect(item.textContent).toContain('韩梅梅 · 13800000000');
    expect(item.textContent).toContain('凭证审核中');
    expect(within(item).getByRole('link').getAttribute('href')).toBe('/staff/pay-orders/4');
    fireEvent.change(screen.getByLabelText('类型'), { target: { value: 'topup' } });
    await waitFor(() => expect(currentLocation()).toBe('/staff/pay-orders?kind=topup'));
    fireEvent.change(screen.getByLabelText('状态'), { target: { value: 'paid' } });
    fireEvent.change(screen.getByLabelText('下单起'), { target: { value: '2026-03-01' } });
    await waitFor(() =>
      expect(api.calls.at(-1)!.body).toEqual({
        page: '1',
        pageSize: '20',
        q: '',
        kind: 'topup',
        status: 'paid',
        from: '2026-03-01',
      }),
    );
    fireEvent.change(screen.getByLabelText('下单止'), { target: { value: '2026-02-01' } });
    expect(await screen.findByText('开始日期不能晚于结束日期')).toBeTruthy();
  });

  it('shows an empty result', async () => {
    mockApi({ '/service/staff/pay/order/list': envelope({ list: [], total: 0, page: 1, pageSize: 20 }) });
    await renderAt(<PayOrders />, { path: '/staff/pay-orders?status=refunded', pattern: '/staff/pay-orders' });
    expect(await screen.findByText('没有符合条件的订单')).toBeTruthy();
  });
});

describe('staff order detail', () => {
  const at = { path: '/staff/pay-orders/4', pattern: '/staff/pay-orders/:id' };

  it('shows the voucher and history; rejecting needs a reason, approving is confirmed first', async () => {
    let state = 'voucher_review';
    const api = mockApi({
      '/service/staff/pay/order/detail/4': () => envelope(detail({ status: state })),
      '/service/staff/pay/voucher/review/4': (b: Record<string, unknown>) => {
        state = b.approve === '1' ? 'paid' : 'unpaid';
        return envelope({ status: state });
      },
    });
    await renderAt(<PayOrderDetail />, at);
    const voucher = await screen.findByTestId('staff-voucher');
    expect(within(voucher).getByRole('img').getAttribute('src')).toBe('/files/v.png');
    expect(screen.getByTestId('staff-pay-history').textContent).toContain('待支付 → 凭证审核中');
    fireEvent.click(within(voucher).getByRole('button', { name: '驳回' }));
    expect(await screen.findByText('请填写原因')).toBeTruthy();
    expect(document.activeElement).toBe(within(voucher).getByRole('textbox'));
    expect(api.on('/service/staff/pay/voucher')).toHaveLength(0);
    fireEvent.click(screen.getByTestId('staff-approve'));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('¥1,700');
    await act(async () => fireEvent.click(within(dialog).getByText('审核通过')));
    await waitFor(() => expect(screen.getByTestId('staff-pay-status').textContent).toBe('已支付'));
    expect(api.on('/service/staff/pay/voucher/review/4')[0]!.body).toEqual({ approve: '1', reason: '' });
  });

  it('refunds a paid order to the chosen place with a reason, after a confirmation', async () => {
    let state = 'paid';
    const api = mockApi({
      '/service/staff/pay/order/detail/4': () => envelope(detail({ status: state, voucher: null, paidBy: 'wallet' })),
      '/service/staff/pay/order/refund/4': () => {
        state = 'refunded';
        return envelope({ status: state });
      },
    });
    await renderAt(<PayOrderDetail />, at);
    const card = await screen.findByTestId('staff-refund');
    expect(screen.getByText('钱包余额')).toBeTruthy();
    fireEvent.click(within(card).getByTestId('staff-refund-submit'));
    expect(await screen.findByText('请填写原因')).toBeTruthy();
    fireEvent.click(within(card).getByRole('button', { name: '原路退回' }));
    fireEvent.change(within(card).getByRole('textbox'), { target: { value: '会议取消' } });
    fireEvent.click(within(card).getByTestId('staff-refund-submit'));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('原路退回');
    await act(async () => fireEvent.click(within(dialog).getByText('退款')));
    await waitFor(() => expect(screen.getByTestId('staff-pay-status').textContent).toBe('已退款'));
    expect(api.on('/service/staff/pay/order/refund/4')[0]!.body).toEqual({ to: 'channel', reason: '会议取消' });
    expect(screen.queryByTestId('staff-refund')).toBeNull();
  });

  it('shows not found for an unknown order', async () => {
    mockApi({ '/service/staff/pay/order/detail/': envelope(null, 3001, '内容不存在') });
    await renderAt(<PayOrderDetail />, at);
    expect(await screen.findByText('订单不存在')).toBeTruthy();
  });
});
