import { Code } from '@app/contract/codes';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changedTables, dbState } from '../../battery/db-state';
import { lastCode } from '../../test/outbox';
import { makeMeeting, register } from '../meeting/test-kit';
import { registrations } from '../meeting/schema';
import { orderEvents } from '../order/schema';
import { ORDER_TRANSITIONS } from '../order/states';
import {
  balanceOf,
  checkInvariants,
  drawCouponOf,
  fund,
  ledgerOf,
  makeOrder,
  makeTemplate,
  makeVoucherUpload,
  orderRow,
  type PayKit,
  payKit,
  setPayPassword,
} from './test-kit';
import { coupons, payRefunds } from './schema';

let k: PayKit;
beforeAll(async () => {
  k = await payKit();
});
afterAll(() => k.t.close());

const view = (id: number, cookie: string) => k.t.call(`/service/business/pay/order/${id}`, {}, { cookie });
const wallet = (kind: string, id: number, cookie: string, body: Record<string, unknown> = {}) =>
  k.t.call(`/service/business/pay/${kind}/${id}/wallet`, { payPassword: '123456', ...body }, { cookie });

describe('transition table', () => {
  it('only staff approve vouchers and refund; final states stay final', () => {
    expect(ORDER_TRANSITIONS.voucher_review.paid).toEqual(['staff']);
    expect(ORDER_TRANSITIONS.paid).toEqual({ refunded: ['staff'] });
    expect(ORDER_TRANSITIONS.cancelled).toEqual({});
    expect(ORDER_TRANSITIONS.refunded).toEqual({});
  });
});

describe('order view', () => {
  it('shows the generic order with methods, usable coupons, wallet and offline account', async () => {
    const o = await makeOrder(k.db, k.aliceId, 20_000);
    const t = await makeTemplate(k.db, { amountOffFen: 3000, thresholdFen: 10_000 });
    await makeTemplate(k.db, { scope: ['sci'] });
    const cid = await drawCouponOf(k, k.alice, t.code);
    const r = await view(o.id, k.alice);
    expect(r.code, r.codeMsg).toBe(0);
    expect(r.data).toMatchObject({
      kind: 'translation',
      orderNo: o.orderNo,
      amountFen: 20_000,
      payableFen: 20_000,
      status: 'unpaid',
      methods: ['wallet', 'online', 'offline'],
      coupon: null,
      offline: { reference: o.orderNo, payableFen: 20_000 },
    });
    expect(r.data.title).toBe('翻译润色服务');
    expect(r.data.coupons.map((c: { id: number }) => c.id)).toContain(cid);
    expect(r.data.coupons.find((c: { id: number }) => c.id === cid)).toMatchObject({
      discountFen: 3000,
      payableFen: 17_000,
    });
    // The sci-only coupon is not offered for a translation order (alice did not draw it anyway).
    expect((await view(o.id, k.bob)).code).toBe(Code.NOT_FOUND);
    const en = await k.t.call(`/service/business/pay/order/${o.id}?lang=en`, {}, { cookie: k.alice });
    expect(en.data.title).toBe('Translation and editing service');
  });

  it('titles a register order by conference and category in both languages', async () => {
    const { meeting, cats } = await makeMeeting(k.db);
    const r = await register(k.t, k.alice, meeting.id, cats[0]!.id);
    const zh = await view(r.data.orderId, k.alice);
    expect(zh.data.title).toContain(meeting.title);
    const en = await k.t.call(`/service/business/pay/order/${r.data.orderId}?lang=en`, {}, { cookie: k.alice });
    expect(en.data.title).toContain(meeting.titleEn);
  });
});

describe('wallet payment', () => {
  let u: { cookie: string; id: number };
  beforeAll(async () => {
    u = { cookie: k.bob, id: k.bobId };
  });

  it('needs a pay password set first', async () => {
    const o = await makeOrder(k.db, u.id, 1000);
    expect((await wallet('translation', o.id, u.cookie)).code).toBe(Code.PAY_PASSWORD_NOT_SET);
  });

  it('pays once: balance down, one ledger row, order paid with its audit row', async () => {
    await setPayPassword(k, u.cookie);
    await fund(k.db, u.id, 10_000);
    const o = await makeOrder(k.db, u.id, 4_000);
    const r = await wallet('translation', o.id, u.cookie);
    expect(r.code, r.codeMsg).toBe(0);
    expect(r.data).toEqual({ status: 'paid', payableFen: 4_000, balanceFen: 6_000 });
    const row = await orderRow(k.db, o.id);
    expect(row).toMatchObject({ status: 'paid', paidBy: 'wallet' });
    expect(row.paidAt).not.toBeNull();
    const ledger = (await ledgerOf(k.db, u.id)).filter((l) => l.orderId === o.id);
    expect(ledger).toMatchObject([{ deltaFen: -4_000, balanceAfterFen: 6_000, reason: 'pay' }]);
    const events = await k.db.select().from(orderEvents).where(eq(orderEvents.orderId, o.id));
    expect(events.map((e) => `${e.fromStatus}>${e.toStatus}:${e.actorKind}`)).toEqual([
      'null>unpaid:user',
      'unpaid>paid:user',
    ]);
    // Paying again changes nothing.
    const before = await dbState(k.db);
    expect((await wallet('translation', o.id, u.cookie)).code).toBe(Code.INVALID_STATE);
    expect(changedTables(before, await dbState(k.db))).toEqual([]);
    expect(await checkInvariants(k.db)).toEqual({ negative: 0, mismatched: 0, doubled: 0 });
  });

  it('refuses more than the balance with nothing written', async () => {
    const bal = await balanceOf(k.db, u.id);
    const o = await makeOrder(k.db, u.id, bal + 1);
    const before = await dbState(k.db);
    expect((await wallet('translation', o.id, u.cookie)).code).toBe(Code.INSUFFICIENT_BALANCE);
    expect(changedTables(before, await dbState(k.db))).toEqual([]);
    // Exactly the balance is fine.
    const exact = await makeOrder(k.db, u.id, bal);
    const r = await wallet('translation', exact.id, u.cookie);
    expect(r.code, r.codeMsg).toBe(0);
    expect(r.data.balanceFen).toBe(0);
  });

  it('refuses another kind in the path, and a top-up (online only)', async () => {
    await fund(k.db, u.id, 5_000);
    const o = await makeOrder(k.db, u.id, 1_000);
    expect((await wallet('sci', o.id, u.cookie)).code).toBe(Code.NOT_FOUND);
    const top = await k.t.call('/service/user/wallet/topup/create', { amount: '10' }, { cookie: u.cookie });
    const r = await wallet('topup', top.data.orderId, u.cookie);
    expect(r.code).toBe(Code.INVALID_STATE);
    expect(r.codeMsg).toBe('该订单不支持此支付方式');
  });

  it('locks after 5 wrong pay passwords for 15 minutes, also against the right one; SMS reset lifts it', async () => {
    const o = await makeOrder(k.db, u.id, 100);
    for (let i = 1; i <= 4; i++) {
      const r = await wallet('translation', o.id, u.cookie, { payPassword: '000000' });
      expect(r.code).toBe(Code.PAY_PASSWORD_WRONG);
      expect(r.codeMsg).toContain(String(5 - i));
    }
    expect((await wallet('translation', o.id, u.cookie, { payPassword: '000000' })).code).toBe(
      Code.PAY_PASSWORD_LOCKED,
    );
    expect((await wallet('translation', o.id, u.cookie)).code).toBe(Code.PAY_PASSWORD_LOCKED);
    const idx = await k.t.call('/service/user/wallet/index', {}, { cookie: u.cookie });
    expect(idx.data.lockedUntil).not.toBeNull();
    k.t.clock.advance(15 * 60_000 + 1000);
    expect((await wallet('translation', o.id, u.cookie)).code).toBe(0);
    // Lock again, then reset by SMS code.
    const o2 = await makeOrder(k.db, u.id, 100);
    for (let i = 0; i < 5; i++) await wallet('translation', o2.id, u.cookie, { payPassword: '999999' });
    expect((await wallet('translation', o2.id, u.cookie)).code).toBe(Code.PAY_PASSWORD_LOCKED);
    const sent = await k.t.call('/service/user/wallet/sendCode', {}, { cookie: u.cookie });
    expect(sent.code, sent.codeMsg).toBe(0);
    const phone = (await k.db.query.users.findFirst({ where: (x, { eq: e }) => e(x.id, u.id) }))!.phone!;
    const code = await lastCode(k.db, `+86${phone}`);
    expect(
      (
        await k.t.call(
          '/service/user/wallet/changePassByCode',
          { code: '000000', password: '654321' },
          { cookie: u.cookie },
        )
      ).code,
    ).not.toBe(0);
    const reset = await k.t.call(
      '/service/user/wallet/changePassByCode',
      { code, password: '654321' },
      { cookie: u.cookie },
    );
    expect(reset.code, reset.codeMsg).toBe(0);
    expect((await wallet('translation', o2.id, u.cookie, { payPassword: '654321' })).code).toBe(0);
    await setPayPassword(k, u.cookie, '123456').catch(() => undefined);
  });

  it('changing the pay password needs the old one', async () => {
    const noOld = await k.t.call('/service/user/wallet/changePass', { password: '111111' }, { cookie: u.cookie });
    expect(noOld.code).toBe(Code.INVALID_INPUT);
    const ok = await k.t.call(
      '/service/user/wallet/changePass',
      { oldPassword: '654321', password: '123456' },
      { cookie: u.cookie },
    );
    expect(ok.code, ok.codeMsg).toBe(0);
    for (const bad of ['12345', '1234567', 'abcdef', ' 12345']) {
      const r = await k.t.call(
        '/service/user/wallet/changePass',
        { oldPassword: '123456', password: bad },
        { cookie: u.cookie },
      );
      expect(r.code, bad).toBe(Code.INVALID_INPUT);
    }
  });
});

describe('coupons', () => {
  it('apply within their rules only: owner, threshold, scope, expiry, unused', async () => {
    await setPayPassword(k, k.alice).catch(() => undefined);
    await fund(k.db, k.aliceId, 100_000);
    const t = await makeTemplate(k.db, { amountOffFen: 1000, thresholdFen: 5000, scope: ['translation'] });
    const mine = await drawCouponOf(k, k.alice, t.code);
    const bobs = await drawCouponOf(k, k.bob, t.code);
    const small = await makeOrder(k.db, k.aliceId, 4999);
    const sci = await makeOrder(k.db, k.aliceId, 9000, 'sci');
    const ok = await makeOrder(k.db, k.aliceId, 5000);
    const before = await dbState(k.db);
    for (const [o, c, kind, msg] of [
      [small, mine, 'translation', '订单金额未达到优惠券使用门槛'],
      [sci, mine, 'sci', '优惠券不适用于此类订单'],
      [ok, bobs, 'translation', '该优惠券不适用于此订单'],
    ] as const) {
      const r = await wallet(kind, o.id, k.alice, { couponId: c });
      expect(r.code).toBe(Code.COUPON_NOT_APPLICABLE);
      expect(r.codeMsg).toBe(msg);
    }
    expect(changedTables(before, await dbState(k.db))).toEqual([]);
    const paid = await wallet('translation', ok.id, k.alice, { couponId: mine });
    expect(paid.code, paid.codeMsg).toBe(0);
    expect(paid.data.payableFen).toBe(4000);
    const again = await makeOrder(k.db, k.aliceId, 6000);
    const used = await wallet('translation', again.id, k.alice, { couponId: mine });
    expect(used.code).toBe(Code.COUPON_NOT_APPLICABLE);
    expect(used.codeMsg).toBe('优惠券已使用');
    const list = await k.t.call('/service/user/coupon/list/', { status: 'used' }, { cookie: k.alice });
    expect(list.data.list.find((c: { id: number }) => c.id === mine)).toMatchObject({
      status: 'used',
      orderNo: ok.orderNo,
    });
    // Expired.
    const old = await makeTemplate(k.db, { validUntil: new Date('2026-03-11T00:00:00Z') });
    const oc = await drawCouponOf(k, k.alice, old.code);
    k.t.clock.advance(2 * 86_400_000);
    const exp = await wallet('translation', again.id, k.alice, { couponId: oc });
    expect(exp.codeMsg).toBe('优惠券已过期');
    const expired = await k.t.call('/service/user/coupon/list/', { status: 'expired' }, { cookie: k.alice });
    expect(expired.data.list.map((c: { id: number }) => c.id)).toContain(oc);
    k.t.clock.set('2026-03-10T08:00:00Z');
  });

  it('a discount coupon rounds the payer’s part up to whole fen', async () => {
    const t = await makeTemplate(k.db, { type: 'discount', amountOffFen: 0, discountPercent: 15, thresholdFen: 0 });
    const c = await drawCouponOf(k, k.alice, t.code);
    const o = await makeOrder(k.db, k.aliceId, 999);
    const r = await k.t.call(`/service/business/pay/translation/${o.id}/offline`, { couponId: c }, { cookie: k.alice });
    expect(r.code, r.codeMsg).toBe(0);
    expect(r.data.payableFen).toBe(850); // 999 * 0.85 = 849.15 → 850
  });

  it('cancelling an unpaid order returns its coupon', async () => {
    const t = await makeTemplate(k.db);
    const c = await drawCouponOf(k, k.alice, t.code);
    const o = await makeOrder(k.db, k.aliceId, 9000);
    await k.t.call(`/service/business/pay/translation/${o.id}/online/sandbox`, { couponId: c }, { cookie: k.alice });
    expect(await orderRow(k.db, o.id)).toMatchObject({ status: 'paying', couponId: c, discountFen: 1000 });
    const r = await k.t.call(`/service/business/pay/translation/${o.id}/cancel`, {}, { cookie: k.alice });
    expect(r.data).toEqual({ status: 'cancelled' });
    const [row] = await k.db.select().from(coupons).where(eq(coupons.id, c));
    expect(row!.orderId).toBeNull();
    const other = await makeOrder(k.db, k.aliceId, 9000);
    expect((await wallet('translation', other.id, k.alice, { couponId: c })).code).toBe(0);
    // A cancelled order cannot be cancelled or paid.
    expect((await k.t.call(`/service/business/pay/translation/${o.id}/cancel`, {}, { cookie: k.alice })).code).toBe(
      Code.INVALID_STATE,
    );
  });

  it('preview by code, draw needs login, once per user, stock under a lock', async () => {
    const t = await makeTemplate(k.db, { stock: 1 });
    const pv = await k.t.call(`/service/visitor/coupon/frontView/${t.code}`);
    expect(pv.data).toMatchObject({ code: t.code, remaining: 1, drawn: false, drawable: true });
    expect((await k.t.call(`/service/visitor/coupon/frontView/${t.id}`)).code).toBe(Code.INVALID_INPUT);
    expect((await k.t.call(`/service/visitor/coupon/draw/${t.code}`)).code).toBe(Code.NOT_LOGGED_IN);
    expect((await k.t.call(`/service/visitor/coupon/draw/${t.code}`, {}, { cookie: k.alice })).code).toBe(0);
    expect((await k.t.call(`/service/visitor/coupon/draw/${t.code}`, {}, { cookie: k.alice })).code).toBe(
      Code.ALREADY_SUBMITTED,
    );
    const sold = await k.t.call(`/service/visitor/coupon/draw/${t.code}`, {}, { cookie: k.bob });
    expect(sold.code).toBe(Code.INVALID_STATE);
    expect(sold.codeMsg).toBe('优惠券已领完');
    const mine = await k.t.call(`/service/visitor/coupon/frontView/${t.code}`, {}, { cookie: k.alice });
    expect(mine.data).toMatchObject({ drawn: true, remaining: 0, drawable: false });
  });
});

describe('online sandbox channel', () => {
  it('pays through the sandbox page: token checked, exactly once whatever the clicks', async () => {
    const o = await makeOrder(k.db, k.aliceId, 12_345);
    const r = await k.t.call(`/service/business/pay/translation/${o.id}/online/sandbox`, {}, { cookie: k.alice });
    expect(r.code, r.codeMsg).toBe(0);
    expect(r.data.payUrl).toBe(`/sandboxPay/${r.data.intentId}?token=${r.data.token}`);
    expect(r.data.status).toBe('paying');
    // The same amount reuses the open intent.
    const again = await k.t.call(`/service/business/pay/translation/${o.id}/online/sandbox`, {}, { cookie: k.alice });
    expect(again.data.intentId).toBe(r.data.intentId);
    const { intentId, token } = r.data;
    const bad = await k.t.call(`/service/business/pay/sandbox/intent/${intentId}`, { token: 'A'.repeat(43) });
    expect(bad.code).toBe(Code.NOT_FOUND);
    const page = await k.t.call(`/service/business/pay/sandbox/intent/${intentId}`, { token });
    expect(page.data).toMatchObject({ amountFen: 12_345, status: 'open', orderNo: o.orderNo });
    const fail = await k.t.call(`/service/business/pay/sandbox/confirm/${intentId}`, { token, outcome: 'fail' });
    expect(fail.data).toMatchObject({ status: 'failed', orderStatus: 'paying' });
    const r2 = await k.t.call(`/service/business/pay/translation/${o.id}/online/sandbox`, {}, { cookie: k.alice });
    expect(r2.data.intentId).not.toBe(intentId);
    const clicks = await Promise.all(
      [1, 2, 3].map(() =>
        k.t.call(`/service/business/pay/sandbox/confirm/${r2.data.intentId}`, { token: r2.data.token, outcome: 'pay' }),
      ),
    );
    for (const c of clicks) expect(c.data).toMatchObject({ status: 'succeeded', orderStatus: 'paid' });
    expect(await orderRow(k.db, o.id)).toMatchObject({ status: 'paid', paidBy: 'online' });
    const events = await k.db.select().from(orderEvents).where(eq(orderEvents.orderId, o.id));
    expect(events.filter((e) => e.toStatus === 'paid')).toHaveLength(1);
    // The old failed intent cannot pay it again.
    const old = await k.t.call(`/service/business/pay/sandbox/confirm/${intentId}`, { token, outcome: 'pay' });
    expect(old.data.status).toBe('failed');
  });

  it('a top-up credits the wallet and the bonus only on the verified payment', async () => {
    const before = await balanceOf(k.db, k.bobId);
    const top = await k.t.call('/service/user/wallet/topup/create', { amount: '500' }, { cookie: k.bob });
    expect(top.data).toMatchObject({ amountFen: 50_000, bonusFen: 2_000 });
    expect(await balanceOf(k.db, k.bobId)).toBe(before);
    const r = await k.t.call(`/service/business/pay/topup/${top.data.orderId}/online/sandbox`, {}, { cookie: k.bob });
    expect(await balanceOf(k.db, k.bobId)).toBe(before);
    await k.t.call(`/service/business/pay/sandbox/confirm/${r.data.intentId}`, { token: r.data.token, outcome: 'pay' });
    expect(await balanceOf(k.db, k.bobId)).toBe(before + 52_000);
    const idx = await k.t.call('/service/user/wallet/index', {}, { cookie: k.bob });
    expect(idx.data.ledger.list.slice(0, 2).map((l: { reason: string }) => l.reason)).toEqual(['topup_bonus', 'topup']);
    const list = await k.t.call('/service/user/wallet/topup/list', {}, { cookie: k.bob });
    expect(list.data.list[0]).toMatchObject({ orderNo: top.data.orderNo, status: 'paid', bonusFen: 2_000 });
    expect(await checkInvariants(k.db)).toEqual({ negative: 0, mismatched: 0, doubled: 0 });
  });

  it('paying by wallet closes the open intent: its later confirm pays nothing', async () => {
    await fund(k.db, k.aliceId, 10_000);
    const o = await makeOrder(k.db, k.aliceId, 700);
    const r = await k.t.call(`/service/business/pay/translation/${o.id}/online/sandbox`, {}, { cookie: k.alice });
    expect((await wallet('translation', o.id, k.alice)).code).toBe(0);
    const late = await k.t.call(`/service/business/pay/sandbox/confirm/${r.data.intentId}`, {
      token: r.data.token,
      outcome: 'pay',
    });
    expect(late.data).toMatchObject({ status: 'closed', orderStatus: 'paid' });
    const events = await k.db.select().from(orderEvents).where(eq(orderEvents.orderId, o.id));
    expect(events.filter((e) => e.toStatus === 'paid')).toHaveLength(1);
  });
});

describe('top-up amounts (B3 boundaries)', () => {
  it('accepts 10 to 5000 yuan with at most two decimals, nothing else', async () => {
    const cases: [string, number | null][] = [
      ['9.99', null],
      ['10', 1000],
      ['10.00', 1000],
      ['5000', 500_000],
      ['5000.01', null],
      ['10.001', null],
      ['1e3', null],
      ['-0', null],
      ['NaN', null],
      [' 10', null],
      ['010', null],
      ['', null],
    ];
    for (const [amount, fen] of cases) {
      const r = await k.t.call('/service/user/wallet/topup/create', { amount }, { cookie: k.alice });
      if (fen === null) {
        expect(r.code, amount).toBe(Code.INVALID_INPUT);
      } else {
        expect(r.code, amount).toBe(0);
        expect(r.data.amountFen).toBe(fen);
      }
    }
  });

  it('offers the public tiers', async () => {
    const r = await k.t.call('/service/visitor/activity/topup');
    expect(r.data).toMatchObject({ minFen: 1000, maxFen: 500_000 });
    expect(r.data.tiers.length).toBeGreaterThan(0);
  });
});

describe('offline voucher and staff review', () => {
  it('voucher → review; reject needs a reason → unpaid; approve → paid with the paid hook', async () => {
    const { meeting, cats } = await makeMeeting(k.db);
    const reg = await register(k.t, k.alice, meeting.id, cats[0]!.id);
    const id = reg.data.orderId;
    const off = await k.t.call(`/service/business/pay/register/${id}/offline`, {}, { cookie: k.alice });
    expect(off.data.reference).toBe((await orderRow(k.db, id)).orderNo);
    const other = await makeVoucherUpload(k.db, k.bobId);
    const wrongType = await makeVoucherUpload(k.db, k.aliceId, 'paper');
    for (const fileId of [other, wrongType]) {
      const r = await k.t.call(`/service/business/pay/register/${id}/voucher`, { fileId }, { cookie: k.alice });
      expect(r.code).toBe(Code.INVALID_INPUT);
    }
    const fileId = await makeVoucherUpload(k.db, k.aliceId);
    const v = await k.t.call(`/service/business/pay/register/${id}/voucher`, { fileId }, { cookie: k.alice });
    expect(v.data).toEqual({ status: 'voucher_review' });
    expect(
      (await k.t.call(`/service/staff/pay/voucher/review/${id}`, { approve: '1' }, { cookie: k.alice })).code,
    ).toBe(Code.FORBIDDEN);
    const noReason = await k.t.call(`/service/staff/pay/voucher/review/${id}`, { approve: '0' }, { cookie: k.staff });
    expect(noReason.code).toBe(Code.INVALID_INPUT);
    const rej = await k.t.call(
      `/service/staff/pay/voucher/review/${id}`,
      { approve: '0', reason: '金额不符' },
      { cookie: k.staff },
    );
    expect(rej.data).toEqual({ status: 'unpaid' });
    const pv = await view(id, k.alice);
    expect(pv.data.voucher).toMatchObject({ fileId, rejectReason: '金额不符' });
    await k.t.call(`/service/business/pay/register/${id}/voucher`, { fileId }, { cookie: k.alice });
    const ok = await k.t.call(`/service/staff/pay/voucher/review/${id}`, { approve: '1' }, { cookie: k.staff });
    expect(ok.data).toEqual({ status: 'paid' });
    expect(await orderRow(k.db, id)).toMatchObject({ status: 'paid', paidBy: 'offline' });
    const detail = await k.t.call(`/service/staff/pay/order/detail/${id}`, {}, { cookie: k.staff });
    expect(detail.data.events.map((e: { to: string }) => e.to)).toEqual([
      'unpaid',
      'voucher_review',
      'unpaid',
      'voucher_review',
      'paid',
    ]);
    // Reviewing again is refused.
    expect(
      (await k.t.call(`/service/staff/pay/voucher/review/${id}`, { approve: '1' }, { cookie: k.staff })).code,
    ).toBe(Code.INVALID_STATE);
  });
});

describe('refunds', () => {
  it('to the wallet with a ledger row; a register refund frees the place; only once', async () => {
    const { meeting, cats } = await makeMeeting(k.db);
    const reg = await register(k.t, k.alice, meeting.id, cats[0]!.id);
    const id = reg.data.orderId;
    await fund(k.db, k.aliceId, 200_000);
    expect((await wallet('register', id, k.alice)).code).toBe(0);
    const before = await balanceOf(k.db, k.aliceId);
    const noReason = await k.t.call(`/service/staff/pay/order/refund/${id}`, { to: 'wallet' }, { cookie: k.staff });
    expect(noReason.code).toBe(Code.INVALID_INPUT);
    const r = await k.t.call(
      `/service/staff/pay/order/refund/${id}`,
      { to: 'wallet', reason: '会议取消' },
      { cookie: k.staff },
    );
    expect(r.data).toEqual({ status: 'refunded' });
    expect(await balanceOf(k.db, k.aliceId)).toBe(before + 120_000);
    const [regRow] = await k.db.select().from(registrations).where(eq(registrations.orderId, id));
    expect(regRow!.active).toBe(false);
    const twice = await k.t.call(
      `/service/staff/pay/order/refund/${id}`,
      { to: 'wallet', reason: 'x' },
      { cookie: k.staff },
    );
    expect(twice.code).toBe(Code.INVALID_STATE);
    expect(await checkInvariants(k.db)).toEqual({ negative: 0, mismatched: 0, doubled: 0 });
  });

  it('to the original channel: a refund record, the wallet untouched; unpaid orders refuse', async () => {
    const o = await makeOrder(k.db, k.bobId, 3_000);
    const p = await k.t.call(`/service/business/pay/translation/${o.id}/online/sandbox`, {}, { cookie: k.bob });
    await k.t.call(`/service/business/pay/sandbox/confirm/${p.data.intentId}`, { token: p.data.token, outcome: 'pay' });
    const before = await balanceOf(k.db, k.bobId);
    const r = await k.t.call(
      `/service/staff/pay/order/refund/${o.id}`,
      { to: 'channel', reason: '客户申请' },
      { cookie: k.staff },
    );
    expect(r.data).toEqual({ status: 'refunded' });
    expect(await balanceOf(k.db, k.bobId)).toBe(before);
    const [ref] = await k.db.select().from(payRefunds).where(eq(payRefunds.orderId, o.id));
    expect(ref).toMatchObject({ toTarget: 'channel', channel: 'sandbox', amountFen: 3_000 });
    const unpaid = await makeOrder(k.db, k.bobId, 3_000);
    const u = await k.t.call(
      `/service/staff/pay/order/refund/${unpaid.id}`,
      { to: 'wallet', reason: 'x' },
      { cookie: k.staff },
    );
    expect(u.code).toBe(Code.INVALID_STATE);
  });
});

describe('staff order list', () => {
  it('searches by order number and phone, filters by kind, status and date', async () => {
    const o = await makeOrder(k.db, k.bobId, 1_234, 'papercheck');
    const all = await k.t.call('/service/staff/pay/order/list', { pageSize: 100 }, { cookie: k.staff });
    expect(all.data.total).toBeGreaterThan(1);
    const byNo = await k.t.call('/service/staff/pay/order/list', { q: o.orderNo }, { cookie: k.staff });
    expect(byNo.data.list.map((x: { id: number }) => x.id)).toEqual([o.id]);
    const phone = (await k.db.query.users.findFirst({ where: (x, { eq: e }) => e(x.id, k.bobId) }))!.phone!;
    const byPhone = await k.t.call('/service/staff/pay/order/list', { q: phone, pageSize: 100 }, { cookie: k.staff });
    expect(byPhone.data.list.every((x: { userPhone: string }) => x.userPhone === phone)).toBe(true);
    const kind = await k.t.call(
      '/service/staff/pay/order/list',
      { kind: 'papercheck', status: 'unpaid' },
      { cookie: k.staff },
    );
    expect(kind.data.list.map((x: { id: number }) => x.id)).toContain(o.id);
    expect(kind.data.list.every((x: { kind: string }) => x.kind === 'papercheck')).toBe(true);
    const future = await k.t.call('/service/staff/pay/order/list', { from: '2099-01-01' }, { cookie: k.staff });
    expect(future.data.total).toBe(0);
    expect((await k.t.call('/service/staff/pay/order/list', {}, { cookie: k.alice })).code).toBe(Code.FORBIDDEN);
    expect((await k.t.call('/service/staff/pay/order/list', { q: '%' }, { cookie: k.staff })).data.total).toBe(0);
  });
});

describe('gift codes', () => {
  it('redeem once into balance or a coupon', async () => {
    const { giftCodes } = await import('./schema');
    const t = await makeTemplate(k.db, { drawable: false });
    await k.db.insert(giftCodes).values([
      { code: 'TESTGIFT0001', kind: 'balance', amountFen: 888, expiresAt: new Date('2027-01-01') },
      { code: 'TESTGIFT0002', kind: 'coupon', templateId: t.id, expiresAt: new Date('2027-01-01') },
      { code: 'TESTGIFT0003', kind: 'balance', amountFen: 1, expiresAt: new Date('2026-01-01') },
    ]);
    const before = await balanceOf(k.db, k.aliceId);
    const r = await k.t.call('/service/user/wallet/exchangeGift', { code: 'testgift0001' }, { cookie: k.alice });
    expect(r.data).toMatchObject({ kind: 'balance', amountFen: 888, balanceFen: before + 888 });
    expect(
      (await k.t.call('/service/user/wallet/exchangeGift', { code: 'TESTGIFT0001' }, { cookie: k.bob })).code,
    ).toBe(Code.ALREADY_SUBMITTED);
    const c = await k.t.call('/service/user/wallet/exchangeGift', { code: 'TESTGIFT0002' }, { cookie: k.alice });
    expect(c.data).toMatchObject({ kind: 'coupon', couponTitle: t.title });
    expect(
      (await k.t.call('/service/user/wallet/exchangeGift', { code: 'TESTGIFT0003' }, { cookie: k.alice })).code,
    ).toBe(Code.OUT_OF_WINDOW);
    expect(
      (await k.t.call('/service/user/wallet/exchangeGift', { code: 'NOSUCHCODE' }, { cookie: k.alice })).code,
    ).toBe(Code.NOT_FOUND);
    const par = await Promise.all(
      [k.alice, k.bob].map(async (cookie) => {
        await k.db
          .insert(giftCodes)
          .values({ code: 'TESTGIFTRACE', kind: 'balance', amountFen: 5, expiresAt: new Date('2027-01-01') })
          .onConflictDoNothing();
        return k.t.call('/service/user/wallet/exchangeGift', { code: 'TESTGIFTRACE' }, { cookie });
      }),
    );
    expect(par.filter((x) => x.code === 0)).toHaveLength(1);
    expect(await checkInvariants(k.db)).toEqual({ negative: 0, mismatched: 0, doubled: 0 });
  });
});
