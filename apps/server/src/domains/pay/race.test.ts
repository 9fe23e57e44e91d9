import { Code } from '@app/contract/codes';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { testDbKind } from '../../test/db';
import { orderEvents, orders } from '../order/schema';
import { raceSwitches } from '../order/states';
import { walletLedger } from './schema';
import {
  balanceOf,
  checkInvariants,
  drawCouponOf,
  fund,
  makeOrder,
  makeTemplate,
  type PayKit,
  payKit,
  setPayPassword,
} from './test-kit';

/**
 * QUALITY B1 on PostgreSQL (PGlite runs one query at a time and would pass falsely): 50
 * concurrent wallet payments of one order, and 50 concurrent payments using one coupon. Each has
 * a negative control: the same race with the protection removed (the test-only switch drops the
 * row lock or the conditional update, and the backing unique key is dropped in this test's own
 * database) must break the same assertions, so the test is known to detect what it claims.
 */
const N = 50;
let k: PayKit;

beforeAll(async () => {
  k = await payKit();
  await setPayPassword(k, k.alice);
});
afterAll(() => k?.t.close());
afterEach(() => {
  raceSwitches.widenMs = 0;
  raceSwitches.orderRowLock = true;
  raceSwitches.couponCondition = true;
});

const pay = (orderId: number, couponId?: number) =>
  k.t.call(
    `/service/business/pay/translation/${orderId}/wallet`,
    { payPassword: '123456', couponId },
    { cookie: k.alice },
  );

/** 50 concurrent wallet payments of one order; throws when it was paid more than once. */
async function racePayOneOrder() {
  const amount = 1_000;
  await fund(k.db, k.aliceId, amount * N);
  const startBalance = await balanceOf(k.db, k.aliceId);
  const o = await makeOrder(k.db, k.aliceId, amount);
  // A 60 ms window between reading the order and moving it (under the lock when there is one).
  raceSwitches.widenMs = 60;
  const res = await Promise.all(Array.from({ length: N }, () => pay(o.id)));
  raceSwitches.widenMs = 0;
  const ok = res.filter((r) => r.code === 0).length;
  const paidEvents = (await k.db.select().from(orderEvents).where(eq(orderEvents.orderId, o.id))).filter(
    (e) => e.toStatus === 'paid',
  ).length;
  const ledger = await k.db
    .select()
    .from(walletLedger)
    .where(and(eq(walletLedger.orderId, o.id), eq(walletLedger.reason, 'pay')));
  expect(res.every((r) => r.code === 0 || r.code === Code.INVALID_STATE)).toBe(true);
  expect(ok).toBe(1);
  expect(paidEvents).toBe(1);
  expect(ledger).toHaveLength(1);
  expect(await balanceOf(k.db, k.aliceId)).toBe(startBalance - amount);
  expect(await checkInvariants(k.db)).toMatchObject({ negative: 0, mismatched: 0 });
}

/** 50 orders paid concurrently with one coupon; throws when the coupon served more than one. */
async function raceOneCoupon() {
  const t = await makeTemplate(k.db, { amountOffFen: 500, thresholdFen: 1_000 });
  const coupon = await drawCouponOf(k, k.alice, t.code);
  await fund(k.db, k.aliceId, 2_000 * N);
  const os = [];
  for (let i = 0; i < N; i++) os.push(await makeOrder(k.db, k.aliceId, 2_000));
  const res = await Promise.all(os.map((o) => pay(o.id, coupon)));
  expect(res.filter((r) => r.code === 0)).toHaveLength(1);
  expect(res.filter((r) => r.code !== 0).every((r) => r.code === Code.COUPON_NOT_APPLICABLE)).toBe(true);
  const discounted = await k.db
    .select()
    .from(orders)
    .where(
      and(
        inArray(
          orders.id,
          os.map((o) => o.id),
        ),
        eq(orders.status, 'paid'),
        sql`${orders.discountFen} > 0`,
      ),
    );
  expect(discounted).toHaveLength(1);
}

describe.skipIf(testDbKind() !== 'postgres')('B1 races on PostgreSQL', () => {
  it('50 concurrent wallet payments of one order: paid once, one ledger row, balance right', async () => {
    await racePayOneOrder();
  });

  it('50 concurrent payments of 50 orders with money for 10: exactly 10, never below zero', async () => {
    const drain = await balanceOf(k.db, k.aliceId);
    if (drain > 0) {
      const o = await makeOrder(k.db, k.aliceId, drain);
      expect((await pay(o.id)).code).toBe(0);
    }
    await fund(k.db, k.aliceId, 10 * 700);
    const os = [];
    for (let i = 0; i < N; i++) os.push(await makeOrder(k.db, k.aliceId, 700));
    const res = await Promise.all(os.map((o) => pay(o.id)));
    expect(res.filter((r) => r.code === 0)).toHaveLength(10);
    expect(res.filter((r) => r.code !== 0).every((r) => r.code === Code.INSUFFICIENT_BALANCE)).toBe(true);
    expect(await balanceOf(k.db, k.aliceId)).toBe(0);
    expect(await checkInvariants(k.db)).toEqual({ negative: 0, mismatched: 0, doubled: 0 });
  });

  it('50 concurrent uses of one coupon: used once', async () => {
    // The same window as the negative control below: the condition holds even when the checks overlap.
    raceSwitches.widenMs = 100;
    await raceOneCoupon();
  });

  it('negative control: without the order row lock and the ledger key, the same race pays more than once', async () => {
    raceSwitches.orderRowLock = false;
    await k.db.execute(sql`drop index wallet_ledger_order_reason_uq`);
    try {
      await expect(racePayOneOrder()).rejects.toThrow();
    } finally {
      raceSwitches.orderRowLock = true;
      // Leave the database consistent for the tests after this one.
      await k.db.execute(sql`delete from wallet_ledger where id in (
        select id from (select id, row_number() over (partition by order_id, reason order by id) n
          from wallet_ledger where order_id is not null) x where n > 1)`);
      await k.db.execute(sql`update wallet_accounts a set balance_fen = (select coalesce(sum(delta_fen), 0)
        from wallet_ledger l where l.user_id = a.user_id)`);
      await k.db.execute(sql`create unique index wallet_ledger_order_reason_uq on wallet_ledger (order_id, reason)
        where order_id is not null`);
    }
  });

  it('negative control: without the conditional update and the order key, one coupon serves many', async () => {
    raceSwitches.couponCondition = false;
    // Payments start staggered (each pay password check is serialised): a 100 ms window between the
    // coupon check and its taking lets several overlap, as in a real burst.
    raceSwitches.widenMs = 100;
    await k.db.execute(sql`drop index orders_coupon_uq`);
    try {
      await expect(raceOneCoupon()).rejects.toThrow();
    } finally {
      raceSwitches.couponCondition = true;
    }
  });
});
