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
import { meetings } from '../cms/schema';
import { orders } from '../order/schema';
import { users } from '../passport/schema';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const id = () => bigserial('id', { mode: 'number' }).primaryKey();
const meetingRef = () =>
  bigint('meeting_id', { mode: 'number' })
    .notNull()
    .references(() => meetings.id);
const userRef = () =>
  bigint('user_id', { mode: 'number' })
    .notNull()
    .references(() => users.id);

/**
 * Per-conference settings (one row per meeting; a meeting without a row uses the defaults of
 * windows.ts). Null window ends mean "no limit on that side".
 */
export const meetingSettings = pgTable('meeting_settings', {
  meetingId: bigint('meeting_id', { mode: 'number' })
    .primaryKey()
    .references(() => meetings.id),
  regOpenAt: ts('reg_open_at'),
  regCloseAt: ts('reg_close_at'),
  submitOpenAt: ts('submit_open_at'),
  submitDeadlineAt: ts('submit_deadline_at'),
  /** Null: the deployment's paper upload cap. */
  paperMaxMb: integer('paper_max_mb'),
  isAnnual: boolean('is_annual').notNull().default(false),
  paymentChannels: text('payment_channels').array().notNull().default(sql`'{offline}'::text[]`),
  offlineAccount: text('offline_account').notNull().default(''),
  offlineAccountEn: text('offline_account_en').notNull().default(''),
  invoiceAllowed: boolean('invoice_allowed').notNull().default(true),
  invoiceTypes: text('invoice_types').array().notNull().default(sql`'{normal}'::text[]`),
  invoiceNote: text('invoice_note').notNull().default(''),
  invoiceNoteEn: text('invoice_note_en').notNull().default(''),
  updatedAt: ts('updated_at').notNull(),
});

/** Attendee categories with their fee; capacity is checked under a row lock of the category. */
export const meetingCategories = pgTable(
  'meeting_categories',
  {
    id: id(),
    meetingId: meetingRef(),
    name: text('name').notNull(),
    nameEn: text('name_en').notNull(),
    feeFen: bigint('fee_fen', { mode: 'number' }).notNull(),
    capacity: integer('capacity'),
    sort: integer('sort').notNull().default(0),
    /** Removed by staff: kept for the registrations that name it. */
    archived: boolean('archived').notNull().default(false),
  },
  (t) => [
    index('meeting_categories_meeting_idx').on(t.meetingId, t.sort),
    check('meeting_categories_fee_nonneg', sql`${t.feeFen} >= 0`),
  ],
);

/** Conference notices (meeting_id set) and site pages such as the guides (meeting_id null, key set). */
export const meetingNotices = pgTable(
  'meeting_notices',
  {
    id: id(),
    meetingId: bigint('meeting_id', { mode: 'number' }).references(() => meetings.id),
    key: text('key'),
    title: text('title').notNull(),
    titleEn: text('title_en').notNull(),
    /** Sanitized HTML, as CMS articles. */
    content: text('content').notNull(),
    contentEn: text('content_en').notNull(),
    publishedAt: ts('published_at').notNull(),
  },
  (t) => [
    uniqueIndex('meeting_notices_key_uq').on(t.key).where(sql`${t.meetingId} is null`),
    index('meeting_notices_meeting_idx').on(t.meetingId, t.publishedAt),
  ],
);

/** Consultation between one user and staff about one conference. */
export const meetingDialogs = pgTable(
  'meeting_dialogs',
  {
    id: id(),
    meetingId: meetingRef(),
    userId: userRef(),
    fromStaff: boolean('from_staff').notNull(),
    staffId: bigint('staff_id', { mode: 'number' }).references(() => users.id),
    content: text('content').notNull(),
    readByUser: boolean('read_by_user').notNull().default(false),
    readByStaff: boolean('read_by_staff').notNull().default(false),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [index('meeting_dialogs_thread_idx').on(t.meetingId, t.userId, t.id)],
);

/**
 * One active registration per person per conference (partial unique index: a cancelled one does
 * not block registering again). The order carries the money and its status.
 */
export const registrations = pgTable(
  'registrations',
  {
    id: id(),
    meetingId: meetingRef(),
    userId: userRef(),
    categoryId: bigint('category_id', { mode: 'number' })
      .notNull()
      .references(() => meetingCategories.id),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id),
    name: text('name').notNull(),
    countryCode: text('country_code').notNull(),
    phone: text('phone').notNull(),
    email: text('email').notNull(),
    unit: text('unit').notNull(),
    position: text('position').notNull().default(''),
    active: boolean('active').notNull().default(true),
    /** Typed by staff when the camera fails; random, unique. */
    ticketCode: text('ticket_code').notNull().unique(),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('registrations_one_active_uq').on(t.meetingId, t.userId).where(sql`${t.active}`),
    index('registrations_user_idx').on(t.userId, t.createdAt),
    index('registrations_category_idx').on(t.categoryId),
    uniqueIndex('registrations_order_uq').on(t.orderId),
  ],
);

/** At most one check-in per registration (unique): the second one is told so. */
export const checkins = pgTable(
  'checkins',
  {
    id: id(),
    registrationId: bigint('registration_id', { mode: 'number' })
      .notNull()
      .references(() => registrations.id),
    meetingId: meetingRef(),
    method: text('method', { enum: ['self', 'qr', 'code'] }).notNull(),
    staffId: bigint('staff_id', { mode: 'number' }).references(() => users.id),
    at: ts('at').notNull(),
  },
  (t) => [uniqueIndex('checkins_registration_uq').on(t.registrationId), index('checkins_meeting_idx').on(t.meetingId)],
);

/** Public sign-ups to an annual meeting (no account): one per phone per meeting. */
export const annualSignups = pgTable(
  'annual_signups',
  {
    id: id(),
    meetingId: meetingRef(),
    name: text('name').notNull(),
    countryCode: text('country_code').notNull(),
    phone: text('phone').notNull(),
    email: text('email').notNull(),
    unit: text('unit').notNull(),
    ip: text('ip').notNull(),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [uniqueIndex('annual_signups_phone_uq').on(t.meetingId, t.countryCode, t.phone)],
);

/**
 * System messages to a user (/personal/systemMsg reads them). `uniqueKey` makes a reminder
 * written once however often the reminder job runs.
 */
export const userMessages = pgTable(
  'user_messages',
  {
    id: id(),
    userId: userRef(),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    titleEn: text('title_en').notNull(),
    body: text('body').notNull(),
    bodyEn: text('body_en').notNull(),
    read: boolean('read').notNull().default(false),
    uniqueKey: text('unique_key').notNull().unique(),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [index('user_messages_user_idx').on(t.userId, t.createdAt)],
);

/** Meetings a user collected (/myCollection, meetings part): once per user and meeting. */
export const meetingCollections = pgTable(
  'meeting_collections',
  {
    id: id(),
    userId: userRef(),
    meetingId: meetingRef(),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [uniqueIndex('meeting_collections_uq').on(t.userId, t.meetingId)],
);

/** Server secrets made at first use and shared by every process (the e-ticket signing key). */
export const appKeys = pgTable('app_keys', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: ts('created_at').notNull(),
});
