import type { TOrderKind } from '@app/contract/calls/order';
import type { Lang } from '@app/contract/messages';
import { and, asc, count, desc, eq, gte, like, lt, or, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import type { Deps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import { type PageInput, offsetOf } from '../cms/paging';
import { describeOrder, runRefundHook } from '../order/kinds';
import type { OrderRow } from '../order/paid-hooks';
import { orderEvents, orders } from '../order/schema';
import { lockOn, moveOrder } from '../order/states';
import type { TOrderStatus } from '../order/types';
import { users } from '../passport/schema';
import { appliedCoupon } from './coupons';
import { moveBalance } from './ledger';
import { payableOf } from '../order/states';
import { lastVoucher, settlePaid } from './orders';
import { payRefunds, payVouchers } from './schema';

/** Days are given in China time (UTC+8), the operators' time zone. */
const dayStart = (d: string) => new Date(`${d}T00:00:00+08:00`);
const nextDay = (d: string) => new Date(dayStart(d).getTime() + 86_400_000);

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

async function rowOf(db: DbOrTx, o: OrderRow, u: { nickname: string; phone: string | null } | null, lang: Lang) {
  return {
    id: o.id,
    orderNo: o.orderNo,
    kind: o.kind as TOrderKind,
    title: await describeOrder(db, o, lang),
    userId: o.userId,
    userName: u?.nickname ?? '',
    userPhone: u?.phone ?? '',
    amountFen: o.amountFen,
    payableFen: payableOf(o),
    status: o.status as TOrderStatus,
    paidBy: o.paidBy ?? '',
    createdAt: o.createdAt.toISOString(),
    paidAt: o.paidAt?.toISOString() ?? null,
  };
}

export async function staffOrderList(
  deps: Deps,
  f: { q: string; kind?: string; status?: string; from?: string; to?: string } & PageInput,
  lang: Lang,
) {
  const conds: SQL[] = [];
  if (f.kind) conds.push(eq(orders.kind, f.kind));
  if (f.status) conds.push(eq(orders.status, f.status));
  if (f.from) conds.push(gte(orders.createdAt, dayStart(f.from)));
  if (f.to) conds.push(lt(orders.createdAt, nextDay(f.to)));
  if (f.q) {
    const p = `${escapeLike(f.q)}%`;
    conds.push(or(like(orders.orderNo, p), like(users.phone, p))!);
  }
  const where = conds.length ? and(...conds) : undefined;
  const [rows, [total]] = await Promise.all([
    deps.db
      .select({ o: orders, u: { nickname: users.nickname, phone: users.phone } })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(f.pageSize)
      .offset(offsetOf(f)),
    deps.db.select({ n: count() }).from(orders).innerJoin(users, eq(users.id, orders.userId)).where(where),
  ]);
  const list = [];
  for (const r of rows) list.push(await rowOf(deps.db, r.o, r.u, lang));
  return { list, total: total?.n ?? 0, page: f.page, pageSize: f.pageSize };
}

export async function staffOrderDetail(deps: Deps, id: number, lang: Lang) {
  const [r] = await deps.db
    .select({ o: orders, u: { nickname: users.nickname, phone: users.phone } })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(eq(orders.id, id));
  if (!r) throw new AppError('NOT_FOUND');
  const [base, coupon, voucher, refunds, events] = await Promise.all([
    rowOf(deps.db, r.o, r.u, lang),
    appliedCoupon(deps.db, r.o, lang),
    lastVoucher(deps.db, id),
    deps.db.select().from(payRefunds).where(eq(payRefunds.orderId, id)),
    deps.db.select().from(orderEvents).where(eq(orderEvents.orderId, id)).orderBy(asc(orderEvents.id)),
  ]);
  return {
    ...base,
    coupon,
    voucher,
    refunds: refunds.map((x) => ({
      id: x.id,
      to: x.toTarget as 'wallet' | 'channel',
      amountFen: x.amountFen,
      reason: x.reason,
      at: x.at.toISOString(),
    })),
    events: events.map((e) => ({
      from: e.fromStatus,
      to: e.toStatus,
      at: e.at.toISOString(),
      reason: e.reason,
      actor: e.actorId === null ? e.actorKind : `${e.actorKind}#${e.actorId}`,
    })),
  };
}

async function lockOrder(tx: DbOrTx, id: number) {
  const q = tx.select().from(orders).where(eq(orders.id, id));
  const [o] = lockOn('orderRowLock') ? await q.for('update') : await q;
  if (!o) throw new AppError('NOT_FOUND');
  return o;
}

/** Approve (→ paid, the kind's paid hook runs) or reject (→ unpaid, reason required) a voucher. */
export async function reviewVoucher(deps: Deps, staffId: number, id: number, approve: boolean, reason: string) {
  if (!approve && !reason) throw new AppError('INVALID_INPUT', { field: 'reason' }, 'pay.rejectReason');
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const o = await lockOrder(tx, id);
    if (o.status !== 'voucher_review') throw new AppError('INVALID_STATE');
    const [v] = await tx
      .select()
      .from(payVouchers)
      .where(and(eq(payVouchers.orderId, id), eq(payVouchers.status, 'pending')));
    if (!v) throw new AppError('INVALID_STATE');
    await tx
      .update(payVouchers)
      .set({ status: approve ? 'approved' : 'rejected', reason, reviewedBy: staffId, reviewedAt: now })
      .where(eq(payVouchers.id, v.id));
    const actor = { kind: 'staff' as const, id: staffId };
    if (approve) {
      await settlePaid(tx, o, actor, now, 'offline', reason || 'offline transfer voucher approved');
      return { status: 'paid' as TOrderStatus };
    }
    const moved = await moveOrder(tx, id, 'unpaid', actor, now, { reason: `voucher rejected: ${reason}` });
    return { status: moved.status as TOrderStatus };
  });
}

/**
 * Refunds a paid order in full: to the wallet (ledger row), or to the original channel (a refund
 * record; a wallet payment's channel is the wallet). A top-up is not refundable here: its money
 * is already balance (decision 013).
 */
export async function refundOrder(deps: Deps, staffId: number, id: number, to: 'wallet' | 'channel', reason: string) {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const o = await lockOrder(tx, id);
    if (o.status !== 'paid') throw new AppError('INVALID_STATE', {}, 'pay.notPaid');
    if (o.kind === 'topup') throw new AppError('INVALID_STATE', {}, 'pay.methodNotAllowed');
    const amountFen = payableOf(o);
    const channel = o.paidBy === 'online' ? 'sandbox' : (o.paidBy ?? 'staff');
    const toWallet = to === 'wallet' || o.paidBy === 'wallet';
    if (toWallet && amountFen > 0)
      await moveBalance(tx, { userId: o.userId, deltaFen: amountFen, reason: 'refund', orderId: o.id, now });
    await tx.insert(payRefunds).values({
      orderId: o.id,
      toTarget: toWallet ? 'wallet' : 'channel',
      channel,
      amountFen,
      reason,
      staffId,
      at: now,
    });
    const moved = await moveOrder(tx, id, 'refunded', { kind: 'staff', id: staffId }, now, {
      reason: `refund to ${toWallet ? 'wallet' : channel}: ${reason}`,
    });
    await runRefundHook(tx, { ...o, status: moved.status }, now);
    return { status: moved.status as TOrderStatus };
  });
}
