import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { uploads } from '../common/schema';
import { orders } from '../order/schema';
import { users } from '../passport/schema';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Invoice requests (decision 014): one per order (unique index), status moved only by
 * domains/invoice/states.ts with an invoice_events row per change. The title fields are a copy
 * made at request time, so a saved title edited later does not change a request.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    status: text('status').notNull(),
    titleType: text('title_type').notNull(),
    invoiceTitle: text('invoice_title').notNull(),
    taxNo: text('tax_no').notNull().default(''),
    invoiceType: text('invoice_type').notNull(),
    email: text('email').notNull(),
    remark: text('remark').notNull().default(''),
    amountFen: bigint('amount_fen', { mode: 'number' }).notNull(),
    invoiceNo: text('invoice_no'),
    /** The issued PDF, stored as an upload of the order's owner (served to owner and staff only). */
    fileId: text('file_id').references(() => uploads.id),
    rejectReason: text('reject_reason').notNull().default(''),
    issuedAt: ts('issued_at'),
    createdAt: ts('created_at').notNull(),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('invoices_order_uq').on(t.orderId),
    uniqueIndex('invoices_no_uq').on(t.invoiceNo).where(sql`${t.invoiceNo} is not null`),
    index('invoices_user_idx').on(t.userId, t.createdAt),
    index('invoices_status_idx').on(t.status, t.createdAt),
    check('invoices_status_ck', sql`${t.status} in ('requested', 'issued', 'rejected')`),
    check('invoices_title_type_ck', sql`${t.titleType} in ('personal', 'company')`),
    check('invoices_type_ck', sql`${t.invoiceType} in ('normal', 'special')`),
    check(
      'invoices_tax_no_ck',
      sql`(${t.titleType} = 'company' and ${t.taxNo} ~ '^[A-Z0-9]{15,20}$') or (${t.titleType} = 'personal' and ${t.taxNo} = '')`,
    ),
    check('invoices_amount_nonneg', sql`${t.amountFen} >= 0`),
    check(
      'invoices_issued_ck',
      sql`${t.status} <> 'issued' or (${t.fileId} is not null and ${t.invoiceNo} is not null)`,
    ),
  ],
);

/** Audit of every invoice status change (and each modification of a request). */
export const invoiceEvents = pgTable(
  'invoice_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    invoiceId: bigint('invoice_id', { mode: 'number' })
      .notNull()
      .references(() => invoices.id),
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    actorKind: text('actor_kind', { enum: ['user', 'staff', 'system'] }).notNull(),
    actorId: bigint('actor_id', { mode: 'number' }),
    reason: text('reason').notNull().default(''),
    at: ts('at').notNull(),
  },
  (t) => [index('invoice_events_invoice_idx').on(t.invoiceId, t.id)],
);

/** Titles a user keeps for the next request (/personal/invoice). */
export const invoiceTitles = pgTable(
  'invoice_titles',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    titleType: text('title_type').notNull(),
    invoiceTitle: text('invoice_title').notNull(),
    taxNo: text('tax_no').notNull().default(''),
    email: text('email').notNull(),
    createdAt: ts('created_at').notNull(),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [
    index('invoice_titles_user_idx').on(t.userId, t.updatedAt),
    check('invoice_titles_type_ck', sql`${t.titleType} in ('personal', 'company')`),
    check(
      'invoice_titles_tax_no_ck',
      sql`(${t.titleType} = 'company' and ${t.taxNo} ~ '^[A-Z0-9]{15,20}$') or (${t.titleType} = 'personal' and ${t.taxNo} = '')`,
    ),
  ],
);
