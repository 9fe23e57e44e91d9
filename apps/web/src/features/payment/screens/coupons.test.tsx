import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { LOGIN_STATUS_COOKIE } from '@app/contract/constants';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { writeCookie } from '../../../shared/cookies';
import { fail, mockApi, renderScreen } from '../test/render';
import CouponPreview from './coupon-preview';
import Coupons from './coupons';

const toasts = vi.hoisted(() => [] as string[]);
vi.mock('../../../shared/api/client', async (load) => ({
  ...(await load<typeof import('../../../shared/api/client')>()),
  toast: (m: string) => toasts.push(m),
}));

const logins = vi.hoisted(() => [] as (string | undefined)[]);
vi.mock('../../../shared/api/login-redirect', async (load) => ({
  ...(await load<typeof import('../../../shared/api/login-redirect')>()),
  goToLogin: (target?: string) => logins.push(target),
}));

const signIn = () => {
  writeCookie(LOGIN_STATUS_COOKIE, '1');
};
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  writeCookie(LOGIN_STATUS_COOKIE, '', 0);
});

const rule = {
  title: '会议报名立减100元',
  type: 'amount' as const,
  amountOffFen: 10_000,
  discountPercent: 0,
  thresholdFen: 50_000,
  scope: ['register' as const, 'sci' as const],
  validFrom: '2026-01-01T00:00:00.000Z',
  validUntil: '2026-12-31T15:59:59.000Z',
};
const mine = (id: number, status: string, o = {}) => ({
  ...rule,
  id,
  status,
  orderNo: null,
  drawnAt: '2026-03-01T00:00:00.000Z',
  ...o,
});
const CODE = 'Ab3dEf6hIj9lMn2pQr5tUv';

describe('my coupons', () => {
  it('lists coupons by state with value, threshold, scope and validity', async () => {
    const api = mockApi({
      '/service/user/coupon/list/': (b: Record<string, string>) => ({
        list:
          b.status === 'used'
            ? [mine(2, 'used', { orderNo: 'R9', type: 'discount', amountOffFen: 0, discountPercent: 15 })]
            : [mine(1, 'unused')],
        total: 1,
        page: 1,
        pageSize: 10,
      }),
    });
    await renderScreen(<Coupons />, { path: '/personal/coupon' });
    const c = (await screen.findAllByTestId('coupon'))[0]!;
    expect(c.textContent).toContain('¥100');
    expect(c.textContent).toContain('满¥500可用');
    expect(c.textContent).toContain('适用：会议报名、SCI论文');
    fireEvent.click(screen.getByRole('tab', { name: '已使用' }));
    await waitFor(() => expect(screen.getByTestId('coupon').textContent).toContain('8.5折'));
    expect(screen.getByTestId('coupon').textContent).toContain('已用于订单 R9');
    expect(api.calls.map((x) => x.body.status)).toEqual(['unused', 'used']);
  });

  it('shows an empty tab and a failure', async () => {
    mockApi({ '/service/user/coupon/list/': { list: [], total: 0, page: 1, pageSize: 10 } });
    await renderScreen(<Coupons />, { path: '/personal/coupon?status=expired' });
    expect(await screen.findByText('暂无已过期的优惠券')).toBeTruthy();
    cleanup();
    mockApi({ '/service/user/coupon/list/': fail(5000, '服务器开小差了') });
    await renderScreen(<Coupons />, { path: '/personal/coupon' });
    expect(await screen.findByText('服务器开小差了')).toBeTruthy();
  });
});

describe('coupon preview', () => {
  const pattern = '/personal/mycoupon/:id?';
  it('previews a coupon by its link code and draws it', async () => {
    const api = mockApi({
      '/service/visitor/coupon/frontView/': { ...rule, code: CODE, remaining: 12, drawn: false, drawable: true },
      '/service/visitor/coupon/draw/': mine(5, 'unused'),
    });
    signIn();
    await renderScreen(<CouponPreview />, { path: `/personal/mycoupon/${CODE}`, pattern });
    expect((await screen.findByTestId('coupon')).textContent).toContain('剩余 12 张');
    fireEvent.click(screen.getByTestId('coupon-draw-button'));
    const box = screen.getByTestId('coupon-draw');
    expect(await within(box).findByText('已领取')).toBeTruthy();
    expect(within(box).getByRole('link', { name: '我的优惠券' }).getAttribute('href')).toBe('/personal/coupon');
    expect(api.on('/service/visitor/coupon/draw/')[0]!.path).toBe(`/service/visitor/coupon/draw/${CODE}`);
    expect(toasts).toContain('领取成功');
  });

  it('says why a coupon cannot be drawn', async () => {
    mockApi({
      '/service/visitor/coupon/frontView/': { ...rule, code: CODE, remaining: 0, drawn: false, drawable: true },
      '/service/visitor/coupon/draw/': fail(4004, '优惠券已领完'),
    });
    signIn();
    await renderScreen(<CouponPreview />, { path: `/personal/mycoupon/${CODE}`, pattern });
    fireEvent.click(await screen.findByTestId('coupon-draw-button'));
    expect(await screen.findByText('优惠券已领完')).toBeTruthy();
  });

  it('sends a visitor to sign in first, then draws on the way back', async () => {
    const api = mockApi({
      '/service/visitor/coupon/frontView/': { ...rule, code: CODE, remaining: 12, drawn: false, drawable: true },
      '/service/visitor/coupon/draw/': mine(5, 'unused'),
    });
    await renderScreen(<CouponPreview />, { path: `/personal/mycoupon/${CODE}`, pattern });
    fireEvent.click(await screen.findByTestId('coupon-draw-button'));
    await waitFor(() => expect(logins).toEqual([`/personal/mycoupon/${CODE}?draw=1`]));
    expect(api.on('/service/visitor/coupon/draw/')).toHaveLength(0);
    cleanup();
    signIn();
    await renderScreen(<CouponPreview />, { path: `/personal/mycoupon/${CODE}?draw=1`, pattern });
    expect(await within(await screen.findByTestId('coupon-draw')).findByText('已领取')).toBeTruthy();
    expect(api.on('/service/visitor/coupon/draw/')).toHaveLength(1);
  });

  it('treats a sequential id or unknown code as not found, without asking for a malformed one', async () => {
    const api = mockApi({});
    await renderScreen(<CouponPreview />, { path: '/personal/mycoupon/12', pattern });
    expect(await screen.findByText('优惠券不存在')).toBeTruthy();
    expect(api.calls).toHaveLength(0);
    cleanup();
    await renderScreen(<CouponPreview />, { path: '/personal/mycoupon', pattern });
    expect(await screen.findByText('请通过优惠券链接打开')).toBeTruthy();
  });
});
