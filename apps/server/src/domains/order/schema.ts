import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { meetings } from '../cms/schema';
import { users } from '../passport/schema';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Orders of every kind (register now; issue 4 adds payment and more kinds). The status changes only
 * through domains/order/states.ts, which writes an order_events row per change.
 */
export const orders = pgTable(
  'orders',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderNo: text('order_no').notNull().unique(),
    kind: text('kind').notNull(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    meetingId: bigint('meeting_id', { mode: 'number' }).references(() => meetings.id),
    amountFen: bigint('amount_fen', { mode: 'number' }).notNull(),
    status: text('status').notNull(),
    createdAt: ts('created_at').notNull(),
    updatedAt: ts('updated_at').notNull(),
    /** The coupon applied (issue 4, domains/pay): bound to one order at most (unique below). */
    couponId: bigint('coupon_id', { mode: 'number' }),
    /** What the coupon takes off; payable = amount - discount. */
    discountFen: bigint('discount_fen', { mode: 'number' }).notNull().default(0),
    paidAt: ts('paid_at'),
    /** wallet, online, offline, free, staff. */
    paidBy: text('paid_by'),
  },
  (t) => [
    index('orders_user_idx').on(t.userId, t.kind, t.createdAt),
    index('orders_created_idx').on(t.createdAt),
    uniqueIndex('orders_coupon_uq').on(t.couponId).where(sql`${t.couponId} is not null`),
    check('orders_amount_nonneg', sql`${t.amountFen} >= 0`),
    check('orders_discount_range', sql`${t.discountFen} >= 0 and ${t.discountFen} <= ${t.amountFen}`),
  ],
);

/** Audit of every order status change: who, when, from, to, why. */
export const orderEvents = pgTable(
  'order_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id),
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    actorKind: text('actor_kind', { enum: ['user', 'staff', 'system'] }).notNull(),
    actorId: bigint('actor_id', { mode: 'number' }),
    reason: text('reason').notNull().default(''),
    at: ts('at').notNull(),
  },
  (t) => [index('order_events_order_idx').on(t.orderId, t.id)],
);
