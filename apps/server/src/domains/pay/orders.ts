import { randomBytes } from 'node:crypto';
import type { TOrderKind } from '@app/contract/calls/order';
import type { TPayOrder } from '@app/contract/calls/pay';
import type { Lang } from '@app/contract/messages';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import type { Deps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import { uploads } from '../common/schema';
import { describeOrder, runCancelHook } from '../order/kinds';
import { type OrderRow, runPaidHook } from '../order/paid-hooks';
import { orderEvents, orders } from '../order/schema';
import { lockOn, moveOrder, type OrderActor, payableOf } from '../order/states';
import type { TOrderStatus } from '../order/types';
import { appliedCoupon, applyCoupon, releaseCoupon, usableCoupons } from './coupons';
import { balanceOf, moveBalance } from './ledger';
import { checkPayPassword, hasPayPassword } from './password';
import { payIntents, payVouchers } from './schema';
import { intentToken } from './secret';

export const MERCHANT = { id: 'SANDBOX-MCH-0001', name: ['学术服务平台', 'Scholar Services Platform'] as const };

/** The account offline transfers go to (decision 013); the reference is the order number. */
export function offlineAccount(lang: Lang, order: OrderRow) {
  const en = lang === 'en';
  return {
    bankName: en ? 'Industrial and Commercial Bank of China, Beijing Haidian Branch' : '中国工商银行北京海淀支行',
    accountName: en ? 'Scholar Services Platform (Beijing) Co., Ltd.' : '学术服务平台（北京）科技有限公司',
    account: '0200 0045 0920 0123 456',
    reference: order.orderNo,
    payableFen: payableOf(order),
    note: en
      ? 'Write the order number as the transfer reference, then upload the transfer voucher on this page.'
      : '转账时请在备注中填写订单号，转账后在本页上传转账凭证。',
  };
}

/** Pay methods of a kind: a top-up is paid online only (the wallet cannot pay itself). */
export function methodsOf(kind: string): ('wallet' | 'online' | 'offline')[] {
  return kind === 'topup' ? ['online'] : ['wallet', 'online', 'offline'];
}

const PAYABLE: TOrderStatus[] = ['unpaid', 'paying'];

/** The caller's order under a row lock; another user's, or another kind's, looks missing. */
export async function lockOwnOrder(tx: DbOrTx, userId: number, orderId: number, kind?: string): Promise<OrderRow> {
  const q = tx
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId)));
  const [o] = lockOn('orderRowLock') ? await q.for('update') : await q;
  if (!o || (kind !== undefined && o.kind !== kind)) throw new AppError('NOT_FOUND');
  return o;
}

function requirePayable(o: OrderRow, method: 'wallet' | 'online' | 'offline') {
  if (!PAYABLE.includes(o.status as TOrderStatus)) throw new AppError('INVALID_STATE', {}, 'pay.notPayable');
  if (!methodsOf(o.kind).includes(method)) throw new AppError('INVALID_STATE', {}, 'pay.methodNotAllowed');
}

/** Closes the open online intents of an order (paid another way, or cancelled). */
async function closeIntents(tx: DbOrTx, orderId: number, now: Date) {
  await tx
    .update(payIntents)
    .set({ status: 'closed', completedAt: now })
    .where(and(eq(payIntents.orderId, orderId), eq(payIntents.status, 'open')));
}

/**
 * Marks an order paid: the state move (row lock, transition table, audit row), when and how,
 * open intents closed, and the kind's paid hook, all in the caller's transaction.
 */
export async function settlePaid(
  tx: DbOrTx,
  order: OrderRow,
  actor: OrderActor,
  now: Date,
  paidBy: 'wallet' | 'online' | 'offline' | 'staff',
  reason: string,
) {
  const moved = await moveOrder(tx, order.id, 'paid', actor, now, { reason });
  await tx.update(orders).set({ paidAt: now, paidBy }).where(eq(orders.id, order.id));
  await closeIntents(tx, order.id, now);
  const paid: OrderRow = { ...order, ...moved, status: 'paid', paidAt: now, paidBy };
  await runPaidHook(tx, paid, now);
  return paid;
}

async function eventsOf(db: DbOrTx, orderId: number) {
  const rows = await db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId)).orderBy(asc(orderEvents.id));
  return rows.map((e) => ({
    from: e.fromStatus,
    to: e.toStatus,
    at: e.at.toISOString(),
    reason: e.reason,
    actor: e.actorKind,
  }));
}

export async function lastVoucher(db: DbOrTx, orderId: number) {
  const [v] = await db
    .select()
    .from(payVouchers)
    .where(eq(payVouchers.orderId, orderId))
    .orderBy(desc(payVouchers.id))
    .limit(1);
  if (!v) return null;
  return {
    fileId: v.fileId,
    url: `/uploads/${v.fileId}`,
    submittedAt: v.submittedAt.toISOString(),
    rejectReason: v.status === 'rejected' ? v.reason : '',
  };
}

/** The generic order view of the payment screen. */
export async function payOrderView(deps: Deps, userId: number, orderId: number, lang: Lang): Promise<TPayOrder> {
  const db = deps.db;
  const [o] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId)));
  if (!o) throw new AppError('NOT_FOUND');
  const now = deps.clock.now();
  const payable = PAYABLE.includes(o.status as TOrderStatus);
  const [title, coupon, coupons, balanceFen, hasPw, voucher, events] = await Promise.all([
    describeOrder(db, o, lang),
    appliedCoupon(db, o, lang),
    payable ? usableCoupons(db, o, lang, now) : Promise.resolve([]),
    balanceOf(db, userId),
    hasPayPassword(db, userId),
    lastVoucher(db, o.id),
    eventsOf(db, o.id),
  ]);
  return {
    id: o.id,
    kind: o.kind as TOrderKind,
    orderNo: o.orderNo,
    title,
    amountFen: o.amountFen,
    coupon,
    payableFen: payableOf(o),
    status: o.status as TOrderStatus,
    methods: payable ? methodsOf(o.kind) : [],
    coupons,
    offline: offlineAccount(lang, o),
    wallet: { balanceFen, hasPayPassword: hasPw },
    voucher,
    createdAt: o.createdAt.toISOString(),
    paidAt: o.paidAt?.toISOString() ?? null,
    events: events.map(({ actor: _a, ...e }) => e),
  };
}

/** Cancels an unpaid or paying order of the caller: coupon returned, intents closed, kind's hook. */
export async function cancelPayOrder(deps: Deps, userId: number, kind: string, orderId: number) {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const o = await lockOwnOrder(tx, userId, orderId, kind);
    if (!PAYABLE.includes(o.status as TOrderStatus)) throw new AppError('INVALID_STATE');
    const released = await releaseCoupon(tx, o);
    const moved = await moveOrder(tx, o.id, 'cancelled', { kind: 'user', id: userId }, now, {
      reason: o.couponId !== null ? 'cancelled by user; coupon returned' : 'cancelled by user',
    });
    await closeIntents(tx, o.id, now);
    await runCancelHook(tx, { ...released, status: moved.status }, now);
    return { status: moved.status as TOrderStatus };
  });
}

export async function payOffline(
  deps: Deps,
  userId: number,
  kind: string,
  orderId: number,
  couponId: number | undefined,
  lang: Lang,
) {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const o = await lockOwnOrder(tx, userId, orderId, kind);
    requirePayable(o, 'offline');
    const withCoupon = await applyCoupon(tx, o, couponId, now);
    return offlineAccount(lang, withCoupon);
  });
}

export async function payVoucher(
  deps: Deps,
  userId: number,
  kind: string,
  orderId: number,
  couponId: number | undefined,
  fileId: string,
) {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const o = await lockOwnOrder(tx, userId, orderId, kind);
    requirePayable(o, 'offline');
    const [f] = await tx
      .select({ id: uploads.id })
      .from(uploads)
      .where(and(eq(uploads.id, fileId), eq(uploads.userId, userId), eq(uploads.type, 'voucher')));
    if (!f) throw new AppError('INVALID_INPUT', { field: 'fileId' }, 'pay.voucherRequired');
    await applyCoupon(tx, o, couponId, now);
    await closeIntents(tx, o.id, now);
    const moved = await moveOrder(tx, o.id, 'voucher_review', { kind: 'user', id: userId }, now, {
      reason: 'offline transfer voucher submitted',
    });
    await tx.insert(payVouchers).values({ orderId: o.id, userId, fileId, status: 'pending', submittedAt: now });
    return { status: moved.status as TOrderStatus };
  });
}

/** Starts or resumes an online payment: one open intent per order and amount. */
export async function payOnline(
  deps: Deps,
  userId: number,
  kind: string,
  orderId: number,
  couponId: number | undefined,
  channel: 'sandbox',
) {
  const now = deps.clock.now();
  const r = await deps.db.transaction(async (tx) => {
    const o = await lockOwnOrder(tx, userId, orderId, kind);
    requirePayable(o, 'online');
    const withCoupon = await applyCoupon(tx, o, couponId, now);
    const payableFen = payableOf(withCoupon);
    const open = await tx
      .select()
      .from(payIntents)
      .where(and(eq(payIntents.orderId, o.id), eq(payIntents.status, 'open'), eq(payIntents.channel, channel)));
    let intent = open.find((i) => i.amountFen === payableFen);
    if (!intent) {
      await closeIntents(tx, o.id, now);
      [intent] = await tx
        .insert(payIntents)
        .values({
          id: randomBytes(16).toString('hex'),
          orderId: o.id,
          userId,
          channel,
          merchant: MERCHANT.id,
          amountFen: payableFen,
          status: 'open',
          createdAt: now,
        })
        .returning();
    }
    let status = o.status as TOrderStatus;
    if (status === 'unpaid') {
      status = (
        await moveOrder(tx, o.id, 'paying', { kind: 'user', id: userId }, now, {
          reason: `online payment (${channel})`,
        })
      ).status as TOrderStatus;
    }
    return { intentId: intent!.id, payableFen, status };
  });
  const token = await intentToken(deps, r.intentId);
  return { ...r, token, payUrl: `/sandboxPay/${r.intentId}?token=${token}` };
}

/**
 * Pays from the wallet: the pay password first (its own transaction, so wrong tries count even
 * though the call fails), then one transaction that locks the order, applies the coupon, marks
 * the order paid and debits the balance with its ledger row.
 */
export async function payWallet(
  deps: Deps,
  userId: number,
  kind: string,
  orderId: number,
  couponId: number | undefined,
  password: string,
) {
  // A missing or foreign order is refused before the password is even looked at.
  const [exists] = await deps.db
    .select({ id: orders.id, kind: orders.kind })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId)));
  if (!exists || exists.kind !== kind) throw new AppError('NOT_FOUND');
  await checkPayPassword(deps, userId, password);
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const o = await lockOwnOrder(tx, userId, orderId, kind);
    requirePayable(o, 'wallet');
    const withCoupon = await applyCoupon(tx, o, couponId, now);
    const payableFen = payableOf(withCoupon);
    // The order moves first (its row is held from here), then the debit and its ledger row.
    await settlePaid(tx, withCoupon, { kind: 'user', id: userId }, now, 'wallet', 'paid from wallet');
    const balanceFen = await moveBalance(tx, { userId, deltaFen: -payableFen, reason: 'pay', orderId: o.id, now });
    return { status: 'paid' as const, payableFen, balanceFen };
  });
}
