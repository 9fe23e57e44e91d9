import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { meetings } from '../cms/schema';
import { users } from '../passport/schema';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Conference allowance (honorarium) sheets of §3; status per states.ts with an audit row per change. */
export const allowanceSheets = pgTable(
  'allowance_sheets',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    sheetNo: text('sheet_no').notNull().unique(),
    meetingId: bigint('meeting_id', { mode: 'number' }).references(() => meetings.id),
    /** The guest's account when one has the sheet's phone; the signed-in guest reads it by id. */
    guestUserId: bigint('guest_user_id', { mode: 'number' }).references(() => users.id),
    guestCountryCode: text('guest_country_code').notNull(),
    guestPhone: text('guest_phone').notNull(),
    guestEmail: text('guest_email').notNull(),
    expertName: text('expert_name').notNull(),
    amountFen: bigint('amount_fen', { mode: 'number' }).notNull(),
    passportNo: text('passport_no').notNull().default(''),
    swiftCode: text('swift_code').notNull().default(''),
    bankCard: text('bank_card').notNull(),
    bankName: text('bank_name').notNull(),
    remark: text('remark').notNull().default(''),
    status: text('status').notNull(),
    /** sha256 of the visitor link token (256-bit random); the token itself is only in the link. */
    tokenHash: text('token_hash'),
    tokenExpiresAt: ts('token_expires_at'),
    tokenUsedAt: ts('token_used_at'),
    confirmCountryCode: text('confirm_country_code').notNull().default(''),
    confirmPhone: text('confirm_phone').notNull().default(''),
    confirmEmail: text('confirm_email').notNull().default(''),
    confirmedAt: ts('confirmed_at'),
    returnReason: text('return_reason').notNull().default(''),
    staffComment: text('staff_comment').notNull().default(''),
    createdAt: ts('created_at').notNull(),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('allowance_sheets_token_uq').on(t.tokenHash).where(sql`${t.tokenHash} is not null`),
    index('allowance_sheets_guest_idx').on(t.guestUserId),
    index('allowance_sheets_meeting_idx').on(t.meetingId, t.status),
    check('allowance_sheets_amount_pos', sql`${t.amountFen} > 0`),
  ],
);

export const allowanceEvents = pgTable(
  'allowance_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    sheetId: bigint('sheet_id', { mode: 'number' })
      .notNull()
      .references(() => allowanceSheets.id),
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    /** `guest` acted through the visitor link (no account). */
    actorKind: text('actor_kind', { enum: ['user', 'guest', 'staff', 'system'] }).notNull(),
    actorId: bigint('actor_id', { mode: 'number' }),
    reason: text('reason').notNull().default(''),
    at: ts('at').notNull(),
  },
  (t) => [index('allowance_events_sheet_idx').on(t.sheetId, t.id)],
);
