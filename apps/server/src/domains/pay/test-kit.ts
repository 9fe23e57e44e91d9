import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { uploads } from '../common/schema';
import { type Kit, meetingKit } from '../meeting/test-kit';
import { orders } from '../order/schema';
import { describeOrderKind } from '../order/kinds';
import { onOrderPaid } from '../order/paid-hooks';
import { createOrder } from '../order/states';
import { balanceOf, moveBalance } from './ledger';
import { MERCHANT } from './orders';
import { type SandboxCallback, signWith } from './sandbox';
import { couponTemplates, walletAccounts, walletLedger } from './schema';
import { channelKey } from './secret';

export interface PayKit extends Kit {
  db: Db;
}

/**
 * meetingKit plus the installation secret made up front (so "nothing written" checks see no
 * first-use row). Bare orders of the service kinds have no service row behind them, so their
 * domains' paid hooks and titles are replaced by neutral ones here (each test file is its own
 * process); register and topup keep their real hooks.
 */
export async function payKit(): Promise<PayKit> {
  const k = await meetingKit();
  for (const kind of ['sci', 'translation', 'papercheck']) {
    onOrderPaid(kind, async () => {});
    describeOrderKind(kind, async () => '');
  }
  await channelKey(k.t.deps);
  return { ...k, db: k.t.deps.db };
}

export async function setPayPassword(k: Kit, cookie: string, password = '123456') {
  const r = await k.t.call('/service/user/wallet/changePass', { password }, { cookie });
  if (r.code !== 0) throw new Error(r.codeMsg);
}

/** Credits a wallet through the ledger (a gift row), as a fixture. */
export async function fund(db: Db, userId: number, fen: number) {
  await db.transaction((tx) => moveBalance(tx, { userId, deltaFen: fen, reason: 'gift', now: new Date() }));
}

export async function makeOrder(db: Db, userId: number, amountFen: number, kind = 'translation') {
  return db.transaction((tx) =>
    createOrder(tx, { kind, userId, meetingId: null, amountFen, now: new Date(), actor: { kind: 'user', id: userId } }),
  );
}

let n = 0;
export async function makeTemplate(db: Db, over: Partial<typeof couponTemplates.$inferInsert> = {}) {
  n += 1;
  const [t] = await db
    .insert(couponTemplates)
    .values({
      code: `T${String(n).padStart(3, '0')}${randomBytes(9).toString('hex')}`,
      title: `测试券${n}`,
      titleEn: `Test coupon ${n}`,
      type: 'amount',
      amountOffFen: 1000,
      thresholdFen: 5000,
      scope: ['translation', 'register', 'sci', 'papercheck'],
      validFrom: new Date('2026-01-01T00:00:00Z'),
      validUntil: new Date('2026-12-31T00:00:00Z'),
      createdAt: new Date('2026-01-01T00:00:00Z'),
      ...over,
    })
    .returning();
  return t!;
}

export async function drawCouponOf(k: Kit, cookie: string, code: string): Promise<number> {
  const r = await k.t.call(`/service/visitor/coupon/draw/${code}`, {}, { cookie });
  if (r.code !== 0) throw new Error(r.codeMsg);
  return r.data.id;
}

export async function makeVoucherUpload(db: Db, userId: number, type = 'voucher') {
  const id = randomBytes(16).toString('hex');
  await db.insert(uploads).values({
    id,
    userId,
    type,
    originalName: 'voucher.png',
    mime: 'image/png',
    size: 100,
    createdAt: new Date('2026-03-01T00:00:00Z'),
  });
  return id;
}

/** A callback as the sandbox channel would sign it (fields overridable to forge). */
export async function signedCallback(
  k: Kit,
  p: { intentId: string; orderNo: string; amountFen: number },
  over: Partial<SandboxCallback> = {},
): Promise<SandboxCallback> {
  const body = {
    merchant: MERCHANT.id,
    intentId: p.intentId,
    orderNo: p.orderNo,
    amountFen: String(p.amountFen),
    timestamp: String(Math.floor(k.t.clock.now().getTime() / 1000)),
    nonce: randomBytes(16).toString('base64url'),
    result: 'success' as const,
    ...over,
  };
  return { ...body, sign: signWith(await channelKey(k.t.deps), body), ...(over.sign ? { sign: over.sign } : {}) };
}

/** The money invariants: no negative balance, every balance equals its ledger sum, no order debited twice. */
export async function checkInvariants(db: Db) {
  const neg = await db.select().from(walletAccounts).where(sql`${walletAccounts.balanceFen} < 0`);
  const mismatch = await db.execute(sql`
    select a.user_id from wallet_accounts a
    left join (select user_id, sum(delta_fen) s from wallet_ledger group by user_id) l on l.user_id = a.user_id
    where a.balance_fen <> coalesce(l.s, 0)`);
  const twice = await db.execute(sql`
    select order_id from wallet_ledger where order_id is not null group by order_id, reason having count(*) > 1`);
  return { negative: neg.length, mismatched: mismatch.rows.length, doubled: twice.rows.length };
}

export async function orderRow(db: Db, id: number) {
  const [o] = await db.select().from(orders).where(eq(orders.id, id));
  return o!;
}

export async function ledgerOf(db: Db, userId: number) {
  return db.select().from(walletLedger).where(eq(walletLedger.userId, userId)).orderBy(walletLedger.id);
}

export { balanceOf };
