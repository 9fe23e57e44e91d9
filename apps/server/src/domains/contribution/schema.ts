import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { meetings } from '../cms/schema';
import { users } from '../passport/schema';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** A paper submitted to a conference: one per person per conference. */
export const papers = pgTable(
  'papers',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    meetingId: bigint('meeting_id', { mode: 'number' })
      .notNull()
      .references(() => meetings.id),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    title: text('title').notNull(),
    keywords: text('keywords').notNull().default(''),
    abstract: text('abstract').notNull().default(''),
    fields: text('fields').array().notNull().default(sql`'{}'::text[]`),
    /** An upload of type `paper` owned by the same user. */
    fileId: text('file_id'),
    couponCode: text('coupon_code').notNull().default(''),
    referralCode: text('referral_code').notNull().default(''),
    inviteCode: text('invite_code').notNull().default(''),
    status: text('status').notNull(),
    submittedAt: ts('submitted_at'),
    createdAt: ts('created_at').notNull(),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('papers_meeting_user_uq').on(t.meetingId, t.userId),
    index('papers_user_idx').on(t.userId, t.updatedAt),
    index('papers_meeting_status_idx').on(t.meetingId, t.status),
  ],
);

export const paperAuthors = pgTable(
  'paper_authors',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    paperId: bigint('paper_id', { mode: 'number' })
      .notNull()
      .references(() => papers.id, { onDelete: 'cascade' }),
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
  (t) => [uniqueIndex('paper_authors_position_uq').on(t.paperId, t.position)],
);

/** Audit of every paper status change; staff opinions are the rows the author sees. */
export const paperEvents = pgTable(
  'paper_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    paperId: bigint('paper_id', { mode: 'number' })
      .notNull()
      .references(() => papers.id),
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    actorKind: text('actor_kind', { enum: ['user', 'staff', 'system'] }).notNull(),
    actorId: bigint('actor_id', { mode: 'number' }),
    /** Staff action (accept, reject, revise) when staff made the change. */
    action: text('action'),
    reason: text('reason').notNull().default(''),
    at: ts('at').notNull(),
  },
  (t) => [index('paper_events_paper_idx').on(t.paperId, t.id)],
);
