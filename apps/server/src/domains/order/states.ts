import { randomBytes } from 'node:crypto';
import type { TOrderStatus } from './types';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../platform/errors';
import { orderEvents, orders } from './schema';

export type OrderActor = { kind: 'user' | 'staff' | 'system'; id: number | null };

/**
 * Allowed order status changes and who may make each (issue 4's payment statuses):
 * - unpaid → paying: the user starts an online payment; → voucher_review: the user uploads an
 *   offline transfer voucher; → paid: wallet payment (user), a verified callback (system), staff
 *   recording a payment; → cancelled.
 * - paying → paid by the wallet (user) or a verified callback (system); the user may still
 *   switch to a voucher or cancel.
 * - voucher_review → paid (staff approve) or back to unpaid (staff reject, with a reason).
 * - paid → refunded by staff. cancelled and refunded are final.
 */
export const ORDER_TRANSITIONS: Record<TOrderStatus, Partial<Record<TOrderStatus, OrderActor['kind'][]>>> = {
  unpaid: {
    paying: ['user'],
    voucher_review: ['user'],
    paid: ['user', 'staff', 'system'],
    cancelled: ['user', 'staff', 'system'],
  },
  paying: {
    paid: ['user', 'staff', 'system'],
    voucher_review: ['user'],
    cancelled: ['user', 'staff', 'system'],
  },
  voucher_review: { paid: ['staff'], unpaid: ['staff'], cancelled: ['staff'] },
  paid: { refunded: ['staff'] },
  cancelled: {},
  refunded: {},
};

/**
 * Test-only switches for QUALITY B1's negative controls: with `orderRowLock` off, orders are read
 * without FOR UPDATE; `couponCondition` off drops the coupon's "unused" condition; `widenMs`
 * waits between reading an order and moving it, so a race window exists with or without the
 * lock (with it, the wait happens under the lock). Ignored outside Vitest.
 */
export const raceSwitches = { orderRowLock: true, couponCondition: true, widenMs: 0 };
export const lockOn = (k: keyof typeof raceSwitches) => raceSwitches[k] || !process.env.VITEST;

/** What the user pays for an order: its amount less a coupon's discount (integer fen). */
export const payableOf = (o: { amountFen: number; discountFen: number }) => o.amountFen - o.discountFen;

export function canMove(from: TOrderStatus, to: TOrderStatus, actor: OrderActor['kind']): boolean {
  return ORDER_TRANSITIONS[from]?.[to]?.includes(actor) ?? false;
}

/** Order numbers: date and random digits, not guessable from the id. */
export function newOrderNo(now: Date, kind: string): string {
  const d = now.toISOString().slice(0, 10).replace(/-/g, '');
  const r = randomBytes(6).readUIntBE(0, 6).toString().padStart(15, '0').slice(-10);
  return `${kind === 'register' ? 'R' : 'O'}${d}${r}`;
}

export async function createOrder(
  tx: DbOrTx,
  o: { kind: string; userId: number; meetingId: number | null; amountFen: number; now: Date; actor: OrderActor },
) {
  // A free order has nothing to pay: it is created paid, with both steps in its history.
  const status: TOrderStatus = o.amountFen === 0 ? 'paid' : 'unpaid';
  const [row] = await tx
    .insert(orders)
    .values({
      orderNo: newOrderNo(o.now, o.kind),
      kind: o.kind,
      userId: o.userId,
      meetingId: o.meetingId,
      amountFen: o.amountFen,
      status,
      createdAt: o.now,
      updatedAt: o.now,
      paidAt: status === 'paid' ? o.now : null,
      paidBy: status === 'paid' ? 'free' : null,
    })
    .returning();
  const order = row!;
  const events: { fromStatus: TOrderStatus | null; toStatus: TOrderStatus; reason: string }[] = [
    { fromStatus: null, toStatus: 'unpaid', reason: 'created' },
  ];
  if (status === 'paid') events.push({ fromStatus: 'unpaid', toStatus: 'paid', reason: 'free' });
  await tx
    .insert(orderEvents)
    .values(events.map((e) => ({ orderId: order.id, ...e, actorKind: o.actor.kind, actorId: o.actor.id, at: o.now })));
  return order;
}

/**
 * Moves an order under a row lock, checking the transition table; writes the audit row in the
 * same transaction. `expectUserId` makes another user's order look missing.
 */
export async function moveOrder(
  tx: DbOrTx,
  orderId: number,
  to: TOrderStatus,
  actor: OrderActor,
  now: Date,
  opts: { reason?: string; expectUserId?: number; kind?: string } = {},
) {
  const q = tx.select().from(orders).where(eq(orders.id, orderId));
  const [order] = lockOn('orderRowLock') ? await q.for('update') : await q;
  if (raceSwitches.widenMs && process.env.VITEST) await new Promise((r) => setTimeout(r, raceSwitches.widenMs));
  if (!order) throw new AppError('NOT_FOUND');
  if (opts.expectUserId !== undefined && order.userId !== opts.expectUserId) throw new AppError('NOT_FOUND');
  if (opts.kind !== undefined && order.kind !== opts.kind) throw new AppError('NOT_FOUND');
  const from = order.status as TOrderStatus;
  if (!canMove(from, to, actor.kind)) throw new AppError('INVALID_STATE');
  await tx.update(orders).set({ status: to, updatedAt: now }).where(eq(orders.id, orderId));
  await tx.insert(orderEvents).values({
    orderId,
    fromStatus: from,
    toStatus: to,
    actorKind: actor.kind,
    actorId: actor.id,
    reason: opts.reason ?? '',
    at: now,
  });
  return { ...order, status: to };
}
