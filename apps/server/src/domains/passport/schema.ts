import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const users = pgTable(
  'users',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    countryCode: text('country_code').notNull().default('86'),
    phone: text('phone'),
    email: text('email'),
    passwordHash: text('password_hash').notNull(),
    nickname: text('nickname').notNull(),
    avatar: text('avatar'),
    role: text('role', { enum: ['user', 'staff'] })
      .notNull()
      .default('user'),
    lang: text('lang', { enum: ['zh', 'en'] })
      .notNull()
      .default('zh'),
    /** Identity flags of §3 (-1 unknown). anency: agent certification state. */
    anency: smallint('anency').notNull().default(-1),
    /** Reader (think-tank expert) state: -1 none, 0 applying, 1 certified. */
    reader: smallint('reader').notNull().default(-1),
    applying: smallint('applying').notNull().default(0),
    /** Real-person verification: -1 unknown, 0 not verified, 1 verified. */
    authentication: smallint('authentication').notNull().default(0),
    certificates: text('certificates').array().notNull().default(sql`'{}'::text[]`),
    memberLevel: smallint('member_level').notNull().default(0),
    credits: integer('credits').notNull().default(0),
    inviteCode: text('invite_code'),
    createdAt: ts('created_at').notNull().defaultNow(),
    passwordChangedAt: ts('password_changed_at'),
  },
  (t) => [
    uniqueIndex('users_phone_uq').on(t.countryCode, t.phone).where(sql`${t.phone} is not null`),
    uniqueIndex('users_email_uq').on(sql`lower(${t.email})`).where(sql`${t.email} is not null`),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** sha256 of the token; the token itself is only in the cookie. */
    tokenHash: text('token_hash').notNull(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    createdAt: ts('created_at').notNull(),
    lastSeenAt: ts('last_seen_at').notNull(),
    revokedAt: ts('revoked_at'),
    ip: text('ip'),
  },
  (t) => [uniqueIndex('sessions_token_uq').on(t.tokenHash), index('sessions_user_idx').on(t.userId)],
);

/** SMS and e-mail codes; also the record that per-recipient and per-IP send limits count. */
export const verifyCodes = pgTable(
  'verify_codes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    channel: text('channel', { enum: ['sms', 'email'] }).notNull(),
    recipient: text('recipient').notNull(),
    purpose: text('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    wrongTries: smallint('wrong_tries').notNull().default(0),
    ip: text('ip').notNull(),
    createdAt: ts('created_at').notNull(),
    expiresAt: ts('expires_at').notNull(),
    usedAt: ts('used_at'),
  },
  (t) => [
    index('verify_codes_recipient_idx').on(t.recipient, t.createdAt),
    index('verify_codes_ip_idx').on(t.ip, t.createdAt),
  ],
);

/** Sandbox SMS / e-mail provider: messages land here (a dev page lists them). */
export const outbox = pgTable('outbox', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  channel: text('channel', { enum: ['sms', 'email'] }).notNull(),
  recipient: text('recipient').notNull(),
  body: text('body').notNull(),
  createdAt: ts('created_at').notNull(),
});

export const captchas = pgTable('captchas', {
  id: text('id').primaryKey(),
  answerHash: text('answer_hash').notNull(),
  expiresAt: ts('expires_at').notNull(),
  usedAt: ts('used_at'),
});

export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    account: text('account').notNull(),
    ip: text('ip').notNull(),
    success: boolean('success').notNull(),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [
    index('login_attempts_account_idx').on(t.account, t.createdAt),
    index('login_attempts_ip_idx').on(t.ip, t.createdAt),
  ],
);

export const scanTickets = pgTable('scan_tickets', {
  id: text('id').primaryKey(),
  status: text('status', { enum: ['pending', 'scanned', 'confirmed', 'expired', 'used'] }).notNull(),
  userId: bigint('user_id', { mode: 'number' }).references(() => users.id),
  createdAt: ts('created_at').notNull(),
  expiresAt: ts('expires_at').notNull(),
});
