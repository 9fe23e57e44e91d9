import { sql } from 'drizzle-orm';
import { bigint, bigserial, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { papers } from './schema';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Visitor links of a paper (decision 015): agreement (one per author), transfer and final. Only the
 * sha256 of the 256-bit token is kept; a new link of the same purpose and author replaces an
 * unused one. A link is used up by the step it was sent for.
 */
export const paperLinks = pgTable(
  'paper_links',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    paperId: bigint('paper_id', { mode: 'number' })
      .notNull()
      .references(() => papers.id),
    purpose: text('purpose', { enum: ['agreement', 'transfer', 'final'] }).notNull(),
    /** The author (paper_authors.position) an agreement link is for; null for the others. */
    authorPosition: integer('author_position'),
    tokenHash: text('token_hash').notNull(),
    expiresAt: ts('expires_at').notNull(),
    usedAt: ts('used_at'),
    createdBy: bigint('created_by', { mode: 'number' }).notNull(),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [uniqueIndex('paper_links_token_uq').on(t.tokenHash), index('paper_links_paper_idx').on(t.paperId)],
);

/** The copyright agreement signed by one author of a paper: once, by the unique index. */
export const paperSignatures = pgTable(
  'paper_signatures',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    paperId: bigint('paper_id', { mode: 'number' })
      .notNull()
      .references(() => papers.id),
    authorPosition: integer('author_position').notNull(),
    signedName: text('signed_name').notNull(),
    /** Version of the agreement text signed, and the language it was read in. */
    version: text('version').notNull(),
    lang: text('lang').notNull(),
    via: text('via', { enum: ['owner', 'link'] }).notNull(),
    signedAt: ts('signed_at').notNull(),
  },
  (t) => [uniqueIndex('paper_signatures_author_uq').on(t.paperId, t.authorPosition)],
);

/** A transfer of the paper to another venue, offered by staff: one pending at a time. */
export const paperTransfers = pgTable(
  'paper_transfers',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    paperId: bigint('paper_id', { mode: 'number' })
      .notNull()
      .references(() => papers.id),
    toVenue: text('to_venue').notNull(),
    note: text('note').notNull().default(''),
    status: text('status', { enum: ['pending', 'accepted', 'declined'] }).notNull(),
    createdBy: bigint('created_by', { mode: 'number' }).notNull(),
    createdAt: ts('created_at').notNull(),
    decidedAt: ts('decided_at'),
  },
  (t) => [
    uniqueIndex('paper_transfers_pending_uq').on(t.paperId).where(sql`${t.status} = 'pending'`),
    index('paper_transfers_paper_idx').on(t.paperId, t.id),
  ],
);

/** Files attached after review: the final version (author) and the similarity report (staff). */
export const paperFiles = pgTable(
  'paper_files',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    paperId: bigint('paper_id', { mode: 'number' })
      .notNull()
      .references(() => papers.id),
    kind: text('kind', { enum: ['final', 'report'] }).notNull(),
    /** uploads.id */
    fileId: text('file_id').notNull(),
    at: ts('at').notNull(),
  },
  (t) => [index('paper_files_paper_idx').on(t.paperId, t.kind, t.id)],
);

/** Audit of every step after review (links sent, signatures, transfer decisions, files). */
export const paperAfterEvents = pgTable(
  'paper_after_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    paperId: bigint('paper_id', { mode: 'number' })
      .notNull()
      .references(() => papers.id),
    kind: text('kind').notNull(),
    actorKind: text('actor_kind', { enum: ['user', 'staff', 'link'] }).notNull(),
    actorId: bigint('actor_id', { mode: 'number' }),
    detail: text('detail').notNull().default(''),
    at: ts('at').notNull(),
  },
  (t) => [index('paper_after_events_paper_idx').on(t.paperId, t.id)],
);
