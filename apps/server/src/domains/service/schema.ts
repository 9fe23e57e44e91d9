import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { orders } from '../order/schema';
import { users } from '../passport/schema';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * A translation or editing order: the order row holds the money and payment status, this row the
 * service's own progress (domains/service/states.ts moves it, with a trans_events row per change).
 */
export const transOrders = pgTable(
  'trans_orders',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .unique()
      .references(() => orders.id),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    type: text('type').notNull(),
    languagePair: text('language_pair').notNull(),
    field: text('field').notNull(),
    wordCount: integer('word_count').notNull(),
    turnaround: text('turnaround').notNull(),
    remark: text('remark').notNull().default(''),
    /** The user's manuscript (an upload of the user). */
    fileId: text('file_id').notNull(),
    /** The latest delivered file (an upload of the staff member who delivered). */
    deliveredFileId: text('delivered_file_id'),
    deliveredAt: ts('delivered_at'),
    progress: text('progress').notNull(),
    createdAt: ts('created_at').notNull(),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [
    index('trans_orders_user_idx').on(t.userId, t.createdAt),
    index('trans_orders_progress_idx').on(t.progress, t.createdAt),
    check('trans_orders_words', sql`${t.wordCount} between 100 and 200000`),
    check(
      'trans_orders_progress',
      sql`${t.progress} in ('awaiting_payment','queued','in_progress','delivered','after_sales','completed','closed')`,
    ),
    check('trans_orders_delivered', sql`${t.progress} <> 'delivered' or ${t.deliveredFileId} is not null`),
  ],
);

export const transEvents = pgTable(
  'trans_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    transId: bigint('trans_id', { mode: 'number' })
      .notNull()
      .references(() => transOrders.id),
    fromProgress: text('from_progress'),
    toProgress: text('to_progress').notNull(),
    actorKind: text('actor_kind', { enum: ['user', 'staff', 'system'] }).notNull(),
    actorId: bigint('actor_id', { mode: 'number' }),
    /** After-sales reason, staff answer, or delivery note. */
    note: text('note').notNull().default(''),
    /** A file attached to this step (delivered file, after-sales attachment). */
    fileId: text('file_id'),
    at: ts('at').notNull(),
  },
  (t) => [index('trans_events_trans_idx').on(t.transId, t.id)],
);

/** A paper check order: the paper, the chosen edition, and the report staff upload. */
export const checkOrders = pgTable(
  'check_orders',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .unique()
      .references(() => orders.id),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    engine: text('engine').notNull(),
    title: text('title').notNull(),
    fileId: text('file_id').notNull(),
    reportFileId: text('report_file_id'),
    /** Basis points, 0..10000. */
    similarityBp: integer('similarity_bp'),
    progress: text('progress').notNull(),
    createdAt: ts('created_at').notNull(),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [
    index('check_orders_user_idx').on(t.userId, t.createdAt),
    index('check_orders_progress_idx').on(t.progress, t.createdAt),
    check('check_orders_progress', sql`${t.progress} in ('awaiting_payment','queued','checking','reported')`),
    check('check_orders_similarity', sql`${t.similarityBp} is null or ${t.similarityBp} between 0 and 10000`),
    check('check_orders_report', sql`${t.progress} <> 'reported' or ${t.reportFileId} is not null`),
  ],
);

export const checkEvents = pgTable(
  'check_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    checkId: bigint('check_id', { mode: 'number' })
      .notNull()
      .references(() => checkOrders.id),
    fromProgress: text('from_progress'),
    toProgress: text('to_progress').notNull(),
    actorKind: text('actor_kind', { enum: ['user', 'staff', 'system'] }).notNull(),
    actorId: bigint('actor_id', { mode: 'number' }),
    note: text('note').notNull().default(''),
    fileId: text('file_id'),
    at: ts('at').notNull(),
  },
  (t) => [index('check_events_check_idx').on(t.checkId, t.id)],
);
