import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Dialog } from 'antd-mobile';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page } from '../../cms/test/fixtures';
import { fail, mockApi, renderScreen } from '../test/render';
import { registerDetail, registerOrder } from '../test/fixtures';
import AttendDetail from './attend-detail';
import AttendList from './attend-list';

afterEach(async () => {
  cleanup();
  Dialog.clear();
  vi.unstubAllGlobals();
  await waitFor(() => expect(screen.queryAllByRole('dialog')).toHaveLength(0));
});

describe('conference orders', () => {
  it('lists the orders with state and amount, and filters by state', async () => {
    const api = mockApi({
      '/service/business/order/register/list': (b: Record<string, string>) =>
        b.status === 'paid'
          ? page([registerOrder(2, { status: 'paid', amountFen: 0 })], 1)
          : page([registerOrder(1), registerOrder(2, { status: 'paid', amountFen: 0 })], 2),
    });
    await renderScreen(<AttendList />, { path: '/personal/attend' });
    const rows = await screen.findAllByTestId('order-row');
    expect(rows).toHaveLength(2);
    expect(rows[0]!.getAttribute('href')).toBe('/personal/attend/detail/1');
    expect(rows[0]!.textContent).toContain('待支付');
    expect(rows[0]!.textContent).toContain('¥1,800');
    expect(rows[0]!.textContent).toContain('订单号 R202603100001');
    expect(rows[1]!.textContent).toContain('免费');
    expect(screen.getByText('共 2 笔')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: '已支付' }));
    await waitFor(() => expect(screen.getAllByTestId('order-row')).toHaveLength(1));
    expect(api.calls.map((c) => c.body)).toEqual([
      { page: '1', pageSize: '10' },
      { page: '1', pageSize: '10', status: 'paid' },
    ]);
  });

  it('shows an empty list with the way to the conferences', async () => {
    mockApi({ '/service/business/order/register/list': page([], 0) });
    await renderScreen(<AttendList />, { path: '/personal/attend?status=cancelled' });
    expect(await screen.findByText('没有“已取消”的订单')).toBeTruthy();
    expect(screen.getByRole('link', { name: '去看看会议' }).getAttribute('href')).toBe('/meeting');
  });

  it('shows a failure with retry', async () => {
    mockApi({ '/service/business/order/register/list': fail(5000, '服务器开小差了') });
    await renderScreen(<AttendList />, { path: '/personal/attend' });
    expect(await screen.findByText('服务器开小差了')).toBeTruthy();
  });
});

const pattern = '/personal/attend/detail/:id';

describe('conference order detail', () => {
  it('shows state, amount, conference, attendee and history, with pay and cancel while unpaid', async () => {
    const api = mockApi({
      '/service/business/order/register/details/': registerDetail(1),
      '/service/business/meeting/M5/setting/payment': {
        meetingId: 5,
        channels: ['wechat', 'offline'],
        offlineAccount: '户名：学术会议服务有限公司；账号：1234',
      },
      '/service/business/meeting/M5/setting/invoice': {
        meetingId: 5,
        allowed: true,
        types: ['normal', 'special'],
        note: '会后15个工作日内开具电子发票。',
      },
    });
    await renderScreen(<AttendDetail />, { path: '/personal/attend/detail/1', pattern });
    const head = await screen.findByTestId('order-head');
    expect(api.calls[0]!.path).toBe('/service/business/order/register/details/1');
    expect(head.textContent).toContain('待支付');
    expect(head.textContent).toContain('¥1,800');
    expect(screen.getByRole('link', { name: '国际人工智能会议 5' }).getAttribute('href')).toBe('/meeting/detail/5');
    expect(screen.getByText('+86 13800000000')).toBeTruthy();
    expect(screen.getByText('清华大学')).toBeTruthy();
    expect(screen.getByText('R202603100001')).toBeTruthy();
    expect(screen.getAllByText('2026年3月10日 14:30')).toHaveLength(2);
    expect(within(screen.getByTestId('order-history')).getByText('提交报名')).toBeTruthy();
    expect(screen.getByTestId('act-pay').getAttribute('href')).toBe('/attendOrder/orderPay?orderId=1');
    const pay = within(screen.getByTestId('pay-settings'));
    expect(await pay.findByText('微信支付、对公转账')).toBeTruthy();
    expect(pay.getByText('户名：学术会议服务有限公司；账号：1234')).toBeTruthy();
    expect(pay.getByText('增值税普通发票、增值税专用发票')).toBeTruthy();
    expect(pay.getByText('会后15个工作日内开具电子发票。')).toBeTruthy();
  });

  it('says quietly when the payment settings cannot be loaded, and retries', async () => {
    let n = 0;
    const api = mockApi({
      '/service/business/order/register/details/': registerDetail(1),
      '/service/business/meeting/M5/setting/payment': () =>
        n++ === 0 ? fail(5000, '服务器开小差了') : { meetingId: 5, channels: ['alipay'], offlineAccount: '' },
      '/service/business/meeting/M5/setting/invoice': { meetingId: 5, allowed: false, types: [], note: '' },
    });
    await renderScreen(<AttendDetail />, { path: '/personal/attend/detail/1', pattern });
    const pay = within(await screen.findByTestId('pay-settings'));
    expect(await pay.findByText('付款与发票信息加载失败。')).toBeTruthy();
    expect(await pay.findByText('本会议不提供发票')).toBeTruthy();
    fireEvent.click(pay.getByRole('button', { name: '重试' }));
    expect(await pay.findByText('支付宝')).toBeTruthy();
    expect(api.on('/service/business/meeting/M5/setting/payment')).toHaveLength(2);
  });

  it('cancels an unpaid order only after a confirmation', async () => {
    let cancelled = false;
    const api = mockApi({
      '/service/business/order/register/details/': () =>
        cancelled
          ? registerDetail(1, {
              status: 'cancelled',
              events: [
                { from: null, to: 'unpaid', at: '2026-03-10T06:30:00.000Z', reason: 'created' },
                { from: 'unpaid', to: 'cancelled', at: '2026-03-11T06:30:00.000Z', reason: 'cancelled by user' },
              ],
            })
          : registerDetail(1),
      '/service/business/pay/register/1/cancel': () => {
        cancelled = true;
        return { status: 'cancelled' };
      },
    });
    await renderScreen(<AttendDetail />, { path: '/personal/attend/detail/1', pattern });
    fireEvent.click(await screen.findByRole('button', { name: '取消订单' }));
    let dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('确定取消“国际人工智能会议 5”的报名订单吗？');
    await act(async () => fireEvent.click(within(dialog).getByText('暂不取消')));
    expect(api.on('/service/business/pay')).toHaveLength(0);
    await waitFor(() => expect(screen.queryAllByRole('dialog')).toHaveLength(0));
    fireEvent.click(screen.getByRole('button', { name: '取消订单' }));
    dialog = await screen.findByRole('dialog');
    await act(async () => fireEvent.click(within(dialog).getByText('确定取消')));
    await waitFor(() => expect(screen.getByTestId('order-head').textContent).toContain('已取消'));
    expect(api.on('/service/business/pay')).toEqual([{ path: '/service/business/pay/register/1/cancel', body: {} }]);
    expect(screen.getByText('由您本人取消')).toBeTruthy();
    expect(screen.queryByTestId('act-pay')).toBeNull();
    expect(screen.queryByTestId('pay-settings')).toBeNull();
  });

  it('offers the e-ticket once paid', async () => {
    mockApi({ '/service/business/order/register/details/': registerDetail(1, { status: 'paid' }) });
    await renderScreen(<AttendDetail />, { path: '/personal/attend/detail/1', pattern, lang: 'en' });
    expect((await screen.findByTestId('order-head')).textContent).toContain('Paid');
    expect(screen.getByRole('link', { name: 'View e-ticket' }).getAttribute('href')).toBe(
      '/personal/meetSchedule/detail/501',
    );
    expect(screen.queryByRole('button', { name: 'Cancel order' })).toBeNull();
  });

  it("shows not found for another user's or a malformed order", async () => {
    mockApi({ '/service/business/order/register/details/': fail(3001, '内容不存在') });
    await renderScreen(<AttendDetail />, { path: '/personal/attend/detail/2', pattern });
    expect(await screen.findByText('订单不存在')).toBeTruthy();
    cleanup();
    const api = mockApi({});
    await renderScreen(<AttendDetail />, { path: '/personal/attend/detail/0', pattern });
    expect(await screen.findByText('订单不存在')).toBeTruthy();
    expect(api.calls).toHaveLength(0);
  });
});
