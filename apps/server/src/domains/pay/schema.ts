import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { orders } from '../order/schema';
import { users } from '../passport/schema';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const fen = (name: string) => bigint(name, { mode: 'number' });
const userRef = (name = 'user_id') =>
  bigint(name, { mode: 'number' })
    .notNull()
    .references(() => users.id);
const orderRef = (name = 'order_id') => bigint(name, { mode: 'number' }).references(() => orders.id);

/**
 * One wallet per user. The balance changes only in a transaction that writes its wallet_ledger row
 * (domains/pay/ledger.ts); the CHECK makes a negative balance impossible whatever the code does.
 */
export const walletAccounts = pgTable(
  'wallet_accounts',
  {
    userId: userRef().primaryKey(),
    balanceFen: fen('balance_fen').notNull().default(0),
    /** scrypt hash of the 6-digit pay password; null until set. */
    payPasswordHash: text('pay_password_hash'),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [check('wallet_balance_nonneg', sql`${t.balanceFen} >= 0`)],
);

/**
 * Every balance change: signed delta and the balance after it. One row per (order, reason) for
 * order-bound reasons (partial unique index): an order is debited, credited or refunded once.
 */
export const walletLedger = pgTable(
  'wallet_ledger',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: userRef(),
    deltaFen: fen('delta_fen').notNull(),
    balanceAfterFen: fen('balance_after_fen').notNull(),
    /** topup, topup_bonus, pay, refund, gift. */
    reason: text('reason').notNull(),
    orderId: orderRef(),
    /** For gift redemptions: the redemption id. */
    refId: bigint('ref_id', { mode: 'number' }),
    at: ts('at').notNull(),
  },
  (t) => [
    index('wallet_ledger_user_idx').on(t.userId, t.id),
    uniqueIndex('wallet_ledger_order_reason_uq').on(t.orderId, t.reason).where(sql`${t.orderId} is not null`),
    check('wallet_ledger_after_nonneg', sql`${t.balanceAfterFen} >= 0`),
    check('wallet_ledger_delta_nonzero', sql`${t.deltaFen} <> 0`),
  ],
);

/** Wrong pay passwords, counted per user over 15 minutes (5 lock wallet payment). */
export const payPasswordFailures = pgTable(
  'pay_password_failures',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: userRef(),
    at: ts('at').notNull(),
  },
  (t) => [index('pay_password_failures_user_idx').on(t.userId, t.at)],
);

/** An online payment attempt of an order at a channel; its id is the channel's out-trade number. */
export const payIntents = pgTable(
  'pay_intents',
  {
    /** 128-bit random hex. */
    id: text('id').primaryKey(),
    orderId: orderRef().notNull(),
    userId: userRef(),
    channel: text('channel').notNull(),
    merchant: text('merchant').notNull(),
    amountFen: fen('amount_fen').notNull(),
    /** open, succeeded, failed, closed. */
    status: text('status').notNull(),
    createdAt: ts('created_at').notNull(),
    completedAt: ts('completed_at'),
  },
  (t) => [index('pay_intents_order_idx').on(t.orderId), check('pay_intents_amount_pos', sql`${t.amountFen} > 0`)],
);

/** Every callback nonce ever accepted for verification: a replay hits the unique key. */
export const payCallbackNonces = pgTable(
  'pay_callback_nonces',
  {
    channel: text('channel').notNull(),
    nonce: text('nonce').notNull(),
    intentId: text('intent_id').notNull(),
    at: ts('at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.channel, t.nonce] })],
);

/** Money received at a channel: one row per (channel, out-trade number), so an intent pays once. */
export const payReceipts = pgTable(
  'pay_receipts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    channel: text('channel').notNull(),
    outTradeNo: text('out_trade_no').notNull(),
    orderId: orderRef().notNull(),
    amountFen: fen('amount_fen').notNull(),
    at: ts('at').notNull(),
  },
  (t) => [
    uniqueIndex('pay_receipts_trade_uq').on(t.channel, t.outTradeNo),
    uniqueIndex('pay_receipts_order_uq').on(t.orderId),
  ],
);

/** Offline transfer vouchers and their review. */
export const payVouchers = pgTable(
  'pay_vouchers',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: orderRef().notNull(),
    userId: userRef(),
    fileId: text('file_id').notNull(),
    /** pending, approved, rejected. */
    status: text('status').notNull(),
    reason: text('reason').notNull().default(''),
    submittedAt: ts('submitted_at').notNull(),
    reviewedBy: bigint('reviewed_by', { mode: 'number' }),
    reviewedAt: ts('reviewed_at'),
  },
  (t) => [
    index('pay_vouchers_order_idx').on(t.orderId, t.id),
    uniqueIndex('pay_vouchers_pending_uq').on(t.orderId).where(sql`${t.status} = 'pending'`),
  ],
);

/** A refund of a paid order, whole amount, once (unique order). */
export const payRefunds = pgTable(
  'pay_refunds',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: orderRef().notNull().unique(),
    /** wallet or channel. */
    toTarget: text('to_target').notNull(),
    /** Channel of the original payment (sandbox, offline, wallet). */
    channel: text('channel').notNull(),
    amountFen: fen('amount_fen').notNull(),
    reason: text('reason').notNull(),
    staffId: bigint('staff_id', { mode: 'number' }).notNull(),
    at: ts('at').notNull(),
  },
  (t) => [check('pay_refunds_amount_nonneg', sql`${t.amountFen} >= 0`)],
);

/** Top-up orders' own data: the bonus promised by the offer when the order was made. */
export const topupOrders = pgTable('topup_orders', {
  orderId: orderRef().primaryKey(),
  bonusFen: fen('bonus_fen').notNull().default(0),
});

/**
 * Coupon templates. Amount off below the threshold (so something is always left to pay) or a
 * discount of 1..99 percent. The public link carries `code`, never the id.
 */
export const couponTemplates = pgTable(
  'coupon_templates',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    code: text('code').notNull().unique(),
    title: text('title').notNull(),
    titleEn: text('title_en').notNull(),
    /** amount or discount. */
    type: text('type').notNull(),
    amountOffFen: fen('amount_off_fen').notNull().default(0),
    discountPercent: integer('discount_percent').notNull().default(0),
    thresholdFen: fen('threshold_fen').notNull().default(0),
    /** Order kinds it applies to. */
    scope: text('scope').array().notNull(),
    validFrom: ts('valid_from').notNull(),
    validUntil: ts('valid_until').notNull(),
    /** Coupons that may be drawn; null = unlimited. */
    stock: integer('stock'),
    drawn: integer('drawn').notNull().default(0),
    /** Drawable by its public link. */
    drawable: boolean('drawable').notNull().default(true),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [
    check(
      'coupon_templates_rule',
      sql`(${t.type} = 'amount' and ${t.amountOffFen} > 0 and ${t.amountOffFen} < ${t.thresholdFen} and ${t.discountPercent} = 0)
        or (${t.type} = 'discount' and ${t.discountPercent} between 1 and 99 and ${t.amountOffFen} = 0)`,
    ),
    check('coupon_templates_stock', sql`${t.stock} is null or ${t.drawn} <= ${t.stock}`),
  ],
);

/** A user's coupon. `orderId` is set when applied to an order (cleared if that order is cancelled). */
export const coupons = pgTable(
  'coupons',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    templateId: bigint('template_id', { mode: 'number' })
      .notNull()
      .references(() => couponTemplates.id),
    userId: userRef(),
    /** draw or gift. */
    source: text('source').notNull(),
    drawnAt: ts('drawn_at').notNull(),
    expiresAt: ts('expires_at').notNull(),
    orderId: orderRef(),
    usedAt: ts('used_at'),
  },
  (t) => [
    index('coupons_user_idx').on(t.userId, t.id),
    uniqueIndex('coupons_draw_once_uq').on(t.templateId, t.userId).where(sql`${t.source} = 'draw'`),
    uniqueIndex('coupons_order_uq').on(t.orderId).where(sql`${t.orderId} is not null`),
  ],
);

/** Gift codes of the receiving centre: balance or a coupon of a template. */
export const giftCodes = pgTable(
  'gift_codes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    code: text('code').notNull().unique(),
    /** balance or coupon. */
    kind: text('kind').notNull(),
    amountFen: fen('amount_fen').notNull().default(0),
    templateId: bigint('template_id', { mode: 'number' }).references(() => couponTemplates.id),
    expiresAt: ts('expires_at').notNull(),
  },
  (t) => [
    check(
      'gift_codes_kind',
      sql`(${t.kind} = 'balance' and ${t.amountFen} > 0) or (${t.kind} = 'coupon' and ${t.templateId} is not null)`,
    ),
  ],
);

/** A gift code is redeemed once: the unique key refuses a second redemption. */
export const giftRedemptions = pgTable('gift_redemptions', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  giftCodeId: bigint('gift_code_id', { mode: 'number' })
    .notNull()
    .unique()
    .references(() => giftCodes.id),
  userId: userRef(),
  at: ts('at').notNull(),
});

/** Per-installation secrets (the sandbox channel's signing key is derived from `install`). */
export const paySecrets = pgTable('pay_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
});
