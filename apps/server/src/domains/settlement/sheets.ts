import { createHash, randomBytes } from 'node:crypto';
import type { staffSheetSave, TSheetStatus, TSheetView } from '@app/contract/calls/settlement';
import { HONORARIUM_CONFIRM_LAST_DAY, HONORARIUM_LINK_TTL_DAYS } from '@app/contract/constants';
import { isValidPhone } from '@app/contract/fields';
import type { Lang } from '@app/contract/messages';
import { and, asc, count, desc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx, Tx } from '../../db/client';
import type { Deps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import { containsPattern, type PageInput, offsetOf } from '../cms/paging';
import { plainText } from '../cms/sanitize';
import { meetings } from '../cms/schema';
import { fieldError } from '../meeting/field-error';
import { pick } from '../meeting/pick';
import { DAY_MS, dayOfMonth } from '../meeting/time';
import { users } from '../passport/schema';
import { allowanceEvents, allowanceSheets } from './schema';
import { canMoveSheet, SHEET_EDITABLE, type SheetActor } from './states';

type Sheet = typeof allowanceSheets.$inferSelect;
type SaveInput = z.output<typeof staffSheetSave.input>;
export interface ConfirmInput {
  bankCard: string;
  countryCode: string;
  phone: string;
  email: string;
}
/** How the guest reaches the sheet: signed in (by id) or through the link (by token). */
export type Access = { userId: number; id: number } | { token: string };

export const hashLinkToken = (token: string) => createHash('sha256').update(token).digest('base64url');
const digits = (s: string) => s.replace(/\D/g, '');

function maskCard(card: string) {
  const d = digits(card);
  return d.length > 4 ? `**** ${d.slice(-4)}` : '****';
}
function maskPassport(p: string) {
  return p.length > 4 ? `${p.slice(0, 2)}${'*'.repeat(p.length - 4)}${p.slice(-2)}` : p ? '****' : '';
}

function linkState(s: Sheet, now: Date): TSheetView['linkState'] {
  if (!s.tokenHash) return 'none';
  if (s.tokenUsedAt) return 'used';
  if (s.tokenExpiresAt && s.tokenExpiresAt < now) return 'expired';
  return 'valid';
}

const confirmDay = (now: Date) => dayOfMonth(now) <= HONORARIUM_CONFIRM_LAST_DAY;

function toView(s: Sheet, meetingTitle: string | null, now: Date): TSheetView {
  return {
    id: s.id,
    sheetNo: s.sheetNo,
    meetingTitle,
    amountFen: s.amountFen,
    createdAt: s.createdAt.toISOString(),
    expertName: s.expertName,
    passportNo: maskPassport(s.passportNo),
    swiftCode: s.swiftCode,
    bankCard: maskCard(s.bankCard),
    bankName: s.bankName,
    remark: s.remark,
    status: s.status as TSheetStatus,
    linkState: linkState(s, now),
    confirmOpen: confirmDay(now),
    returnReason: s.returnReason,
    staffComment: s.staffComment,
    confirmedAt: s.confirmedAt?.toISOString() ?? null,
  };
}

async function titleOf(db: DbOrTx, lang: Lang, meetingId: number | null) {
  if (meetingId === null) return null;
  const [m] = await db
    .select({ t: meetings.title, e: meetings.titleEn })
    .from(meetings)
    .where(eq(meetings.id, meetingId));
  return m ? pick(lang, m.t, m.e) : null;
}

/**
 * The sheet an access names, locked when asked. By id: only the guest's own (another user's is
 * not found). By token: an unknown token is not found; a used or expired one is refused (B12).
 */
async function reach(db: DbOrTx, access: Access, now: Date, lock: boolean): Promise<Sheet> {
  const where =
    'token' in access
      ? eq(allowanceSheets.tokenHash, hashLinkToken(access.token))
      : and(eq(allowanceSheets.id, access.id), eq(allowanceSheets.guestUserId, access.userId));
  const q = db.select().from(allowanceSheets).where(where);
  const [s] = lock ? await q.for('update') : await q;
  if (!s) throw new AppError('NOT_FOUND');
  if ('token' in access && s.tokenExpiresAt && s.tokenExpiresAt < now) throw new AppError('LINK_EXPIRED');
  return s;
}

export async function viewSheet(deps: Deps, lang: Lang, access: Access) {
  const now = deps.clock.now();
  const s = await reach(deps.db, access, now, false);
  return toView(s, await titleOf(deps.db, lang, s.meetingId), now);
}

async function audit(
  tx: Tx,
  s: Sheet,
  to: TSheetStatus,
  actor: SheetActor,
  actorId: number | null,
  reason: string,
  now: Date,
) {
  await tx.insert(allowanceEvents).values({
    sheetId: s.id,
    fromStatus: s.status,
    toStatus: to,
    actorKind: actor,
    actorId,
    reason,
    at: now,
  });
}

/** A guest's step through the link uses the link up, whatever the step. */
function guestStep(access: Access, s: Sheet, now: Date) {
  if ('token' in access && s.tokenUsedAt) throw new AppError('LINK_EXPIRED', {}, 'settlement.linkUsed');
  return s.tokenHash && !s.tokenUsedAt ? { tokenUsedAt: now } : {};
}

const guestActor = (access: Access): [SheetActor, number | null] =>
  'token' in access ? ['guest', null] : ['user', access.userId];

/**
 * §5: agreements ticked (the contract refuses otherwise), days 1–24 only (Beijing time), phone
 * and e-mail valid, and the typed account equal to the sheet's bank card.
 */
export async function confirmSheet(deps: Deps, access: Access, input: ConfirmInput) {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const s = await reach(tx, access, now, true);
    const used = guestStep(access, s, now);
    const [actor, actorId] = guestActor(access);
    if (!canMoveSheet(s.status as TSheetStatus, 'confirmed', actor)) throw new AppError('INVALID_STATE');
    if (!confirmDay(now)) throw new AppError('OUT_OF_WINDOW', {}, 'settlement.confirmDays');
    if (!isValidPhone(input.countryCode, input.phone))
      throw new AppError('INVALID_INPUT', { field: 'phone' }, 'phone.invalid');
    if (digits(input.bankCard) !== digits(s.bankCard))
      throw new AppError('INVALID_INPUT', { field: 'bankCard' }, 'settlement.accountMismatch');
    await tx
      .update(allowanceSheets)
      .set({
        status: 'confirmed',
        confirmCountryCode: input.countryCode,
        confirmPhone: input.phone,
        confirmEmail: input.email,
        confirmedAt: now,
        updatedAt: now,
        ...used,
      })
      .where(eq(allowanceSheets.id, s.id));
    await audit(tx, s, 'confirmed', actor, actorId, '', now);
    return { status: 'confirmed' as const };
  });
}

export async function returnSheet(deps: Deps, access: Access, reason: string) {
  const text = plainText(reason);
  if (!text) throw new AppError('INVALID_INPUT', { field: 'reason' }, 'settlement.reasonRequired');
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const s = await reach(tx, access, now, true);
    const used = guestStep(access, s, now);
    const [actor, actorId] = guestActor(access);
    if (!canMoveSheet(s.status as TSheetStatus, 'returned', actor)) throw new AppError('INVALID_STATE');
    await tx
      .update(allowanceSheets)
      .set({ status: 'returned', returnReason: text, updatedAt: now, ...used })
      .where(eq(allowanceSheets.id, s.id));
    await audit(tx, s, 'returned', actor, actorId, text, now);
    return { status: 'returned' as const };
  });
}

function newSheetNo(now: Date) {
  const d = now.toISOString().slice(0, 10).replace(/-/g, '');
  return `S${d}${randomBytes(5).readUIntBE(0, 5).toString().padStart(13, '0').slice(-8)}`;
}

async function guestUserId(db: DbOrTx, countryCode: string, phone: string) {
  const [u] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.countryCode, countryCode), eq(users.phone, phone)));
  return u?.id ?? null;
}

/** Creates a sheet, or edits one the guest has not confirmed; the guest's account is found by phone. */
export async function saveSheet(deps: Deps, lang: Lang, staffId: number, i: SaveInput) {
  if (!isValidPhone(i.guestCountryCode, i.guestPhone))
    throw new AppError('INVALID_INPUT', { field: 'guestPhone' }, 'phone.invalid');
  const now = deps.clock.now();
  const row = {
    meetingId: i.meetingId,
    guestCountryCode: i.guestCountryCode,
    guestPhone: i.guestPhone,
    guestEmail: i.guestEmail,
    guestUserId: await guestUserId(deps.db, i.guestCountryCode, i.guestPhone),
    expertName: plainText(i.expertName),
    amountFen: i.amountFen,
    passportNo: plainText(i.passportNo),
    swiftCode: i.swiftCode.toUpperCase(),
    bankCard: digits(i.bankCard),
    bankName: plainText(i.bankName),
    remark: plainText(i.remark),
    updatedAt: now,
  };
  if (!row.expertName) throw fieldError(lang, 'expertName', 'field.required');
  return deps.db.transaction(async (tx) => {
    if (i.meetingId !== null) {
      const [m] = await tx.select({ id: meetings.id }).from(meetings).where(eq(meetings.id, i.meetingId));
      if (!m) throw new AppError('NOT_FOUND');
    }
    if (i.id) {
      const [s] = await tx.select().from(allowanceSheets).where(eq(allowanceSheets.id, i.id)).for('update');
      if (!s) throw new AppError('NOT_FOUND');
      if (!SHEET_EDITABLE.includes(s.status as TSheetStatus)) throw new AppError('INVALID_STATE');
      await tx.update(allowanceSheets).set(row).where(eq(allowanceSheets.id, s.id));
      return { id: s.id };
    }
    const [ins] = await tx
      .insert(allowanceSheets)
      .values({ ...row, sheetNo: newSheetNo(now), status: 'pending_confirm', createdAt: now })
      .returning();
    await tx.insert(allowanceEvents).values({
      sheetId: ins!.id,
      fromStatus: null,
      toStatus: 'pending_confirm',
      actorKind: 'staff',
      actorId: staffId,
      reason: 'created',
      at: now,
    });
    return { id: ins!.id };
  });
}

/**
 * A fresh 256-bit link (only its hash is kept; the previous link dies), valid for
 * HONORARIUM_LINK_TTL_DAYS. The sheet goes (back) to pending confirmation. The link is sent to the
 * guest by SMS and e-mail through the outbox once the change is committed.
 */
export async function sendLink(deps: Deps, staffId: number, id: number, origin: string) {
  const now = deps.clock.now();
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + HONORARIUM_LINK_TTL_DAYS * DAY_MS);
  const s = await deps.db.transaction(async (tx) => {
    const [s] = await tx.select().from(allowanceSheets).where(eq(allowanceSheets.id, id)).for('update');
    if (!s) throw new AppError('NOT_FOUND');
    const status = s.status as TSheetStatus;
    if (status !== 'pending_confirm' && !canMoveSheet(status, 'pending_confirm', 'staff'))
      throw new AppError('INVALID_STATE');
    await tx
      .update(allowanceSheets)
      .set({
        status: 'pending_confirm',
        tokenHash: hashLinkToken(token),
        tokenExpiresAt: expiresAt,
        tokenUsedAt: null,
        updatedAt: now,
      })
      .where(eq(allowanceSheets.id, id));
    await audit(tx, s, 'pending_confirm', 'staff', staffId, 'link sent', now);
    return s;
  });
  const url = `${origin}/settlement/${token}`;
  const amount = (s.amountFen / 100).toFixed(2);
  await deps.providers.sms.send(
    `+${s.guestCountryCode}${s.guestPhone}`,
    `【学术平台】${s.expertName}您好，您的会议劳务费确认单（税前¥${amount}）请在每月1-24日内确认：${url}`,
  );
  await deps.providers.mail.send(
    s.guestEmail,
    `Dear ${s.expertName}, please confirm your conference allowance sheet ${s.sheetNo} (pre-tax CNY ${amount}) between the 1st and 24th of the month: ${url}\n${s.expertName}您好，请确认您的会议劳务费确认单：${url}`,
  );
  return { url, expiresAt: expiresAt.toISOString() };
}

async function staffMove(
  deps: Deps,
  staffId: number,
  id: number,
  to: TSheetStatus,
  reason: string,
  extra: Partial<Sheet> = {},
) {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const [s] = await tx.select().from(allowanceSheets).where(eq(allowanceSheets.id, id)).for('update');
    if (!s) throw new AppError('NOT_FOUND');
    if (!canMoveSheet(s.status as TSheetStatus, to, 'staff')) throw new AppError('INVALID_STATE');
    await tx
      .update(allowanceSheets)
      .set({ status: to, updatedAt: now, ...extra })
      .where(eq(allowanceSheets.id, id));
    await audit(tx, s, to, 'staff', staffId, reason, now);
    return { status: to };
  });
}

export const markSheet = (
  deps: Deps,
  staffId: number,
  id: number,
  to: 'waiting_payment' | 'paid' | 'failed',
  reason: string,
) => staffMove(deps, staffId, id, to, plainText(reason));

export async function rejectSheet(deps: Deps, staffId: number, id: number, comment: string) {
  const text = plainText(comment);
  if (!text) throw new AppError('INVALID_INPUT', { field: 'comment' }, 'settlement.commentRequired');
  return staffMove(deps, staffId, id, 'rejected', text, { staffComment: text });
}

export async function staffSheetList(
  deps: Deps,
  lang: Lang,
  i: { meetingId?: number; status?: TSheetStatus; keyword?: string } & PageInput,
) {
  const { db } = deps;
  const now = deps.clock.now();
  const conds: (SQL | undefined)[] = [];
  if (i.meetingId) conds.push(eq(allowanceSheets.meetingId, i.meetingId));
  if (i.status) conds.push(eq(allowanceSheets.status, i.status));
  if (i.keyword) {
    const pat = containsPattern(i.keyword);
    conds.push(
      or(
        ilike(allowanceSheets.expertName, pat),
        ilike(allowanceSheets.sheetNo, pat),
        ilike(allowanceSheets.guestPhone, pat),
      ),
    );
  }
  const where = and(...conds);
  const [rows, [total]] = await Promise.all([
    db
      .select({ s: allowanceSheets, t: meetings.title, e: meetings.titleEn })
      .from(allowanceSheets)
      .leftJoin(meetings, eq(meetings.id, allowanceSheets.meetingId))
      .where(where)
      .orderBy(desc(allowanceSheets.createdAt), desc(allowanceSheets.id))
      .limit(i.pageSize)
      .offset(offsetOf(i)),
    db.select({ n: count() }).from(allowanceSheets).where(where),
  ]);
  const ids = rows.map((r) => r.s.id);
  const events = ids.length
    ? await db
        .select()
        .from(allowanceEvents)
        .where(inArray(allowanceEvents.sheetId, ids))
        .orderBy(asc(allowanceEvents.id))
    : [];
  return {
    list: rows.map(({ s, t, e }) => ({
      ...toView(s, t === null ? null : pick(lang, t, e ?? ''), now),
      meetingId: s.meetingId,
      guestUserId: s.guestUserId,
      guestCountryCode: s.guestCountryCode,
      guestPhone: s.guestPhone,
      guestEmail: s.guestEmail,
      passportNo: s.passportNo,
      bankCard: s.bankCard,
      confirmPhone: s.confirmPhone,
      confirmEmail: s.confirmEmail,
      linkExpiresAt: s.tokenExpiresAt?.toISOString() ?? null,
      events: events
        .filter((ev) => ev.sheetId === s.id)
        .map((ev) => ({ from: ev.fromStatus, to: ev.toStatus, at: ev.at.toISOString(), reason: ev.reason })),
    })),
    total: total?.n ?? 0,
    page: i.page,
    pageSize: i.pageSize,
  };
}
