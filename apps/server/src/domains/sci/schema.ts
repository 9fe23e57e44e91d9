import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { journals } from '../cms/schema';
import { orders } from '../order/schema';
import { users } from '../passport/schema';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * An SCI paper: one per order of kind `sci`, keyed by the order (the id every call takes).
 * `progress` changes only through domains/sci/states.ts, which writes an sci_events row per change;
 * the payment is `orders.status`.
 */
export const sciPapers = pgTable(
  'sci_papers',
  {
    orderId: bigint('order_id', { mode: 'number' })
      .primaryKey()
      .references(() => orders.id),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    journalId: bigint('journal_id', { mode: 'number' })
      .notNull()
      .references(() => journals.id),
    serviceType: text('service_type').notNull(),
    title: text('title').notNull(),
    keywords: text('keywords').notNull(),
    abstract: text('abstract').notNull(),
    fields: text('fields').array().notNull().default(sql`'{}'::text[]`),
    /** An upload of type `paper` owned by the same user. */
    fileId: text('file_id').notNull(),
    remark: text('remark').notNull().default(''),
    progress: text('progress').notNull(),
    createdAt: ts('created_at').notNull(),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [
    index('sci_papers_user_idx').on(t.userId, t.updatedAt),
    index('sci_papers_progress_idx').on(t.progress, t.updatedAt),
    check(
      'sci_papers_progress_ck',
      sql`${t.progress} in ('pending','submitted','reviewing','revision','resubmitted','accepted','rejected','withdrawn')`,
    ),
    check('sci_papers_type_ck', sql`${t.serviceType} in ('polish','submit','fullService')`),
  ],
);

export const sciAuthors = pgTable(
  'sci_authors',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => sciPapers.orderId, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    corresponding: boolean('corresponding').notNull().default(false),
    nameEn: text('name_en').notNull(),
    name: text('name').notNull().default(''),
    countryCode: text('country_code').notNull(),
    phone: text('phone').notNull(),
    email: text('email').notNull(),
    title: text('title').notNull().default(''),
    affiliation: text('affiliation').notNull().default(''),
    country: text('country').notNull().default(''),
    address: text('address').notNull().default(''),
    field: text('field').notNull().default(''),
  },
  (t) => [uniqueIndex('sci_authors_position_uq').on(t.orderId, t.position)],
);

/** Audit of every progress change (and of changes to an unpaid manuscript); staff opinions are rows the author reads. */
export const sciEvents = pgTable(
  'sci_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => sciPapers.orderId),
    fromProgress: text('from_progress'),
    toProgress: text('to_progress').notNull(),
    actorKind: text('actor_kind', { enum: ['user', 'staff', 'system'] }).notNull(),
    actorId: bigint('actor_id', { mode: 'number' }),
    /** `created`, `paid`, `move`, `resubmit`, `modify`, `withdraw`. */
    action: text('action').notNull(),
    /** The staff opinion, the author's reply or reason. */
    opinion: text('opinion').notNull().default(''),
    /** The manuscript file at this step, when the author sent one. */
    fileId: text('file_id'),
    at: ts('at').notNull(),
  },
  (t) => [index('sci_events_order_idx').on(t.orderId, t.id)],
);
