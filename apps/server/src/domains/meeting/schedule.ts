import { MEETING_ICS_PATH } from '@app/contract/constants';
import { buildPath } from '@app/contract/call';
import type { Lang } from '@app/contract/messages';
import { and, asc, count, desc, eq, gt, ilike, lt, or, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import type { Deps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import { toMeeting } from '../cms/mappers';
import { containsPattern, type PageInput, offsetOf } from '../cms/paging';
import { meetings } from '../cms/schema';
import { orders } from '../order/schema';
import { isUniqueViolation } from '../staff/db-errors';
import { meetingWithText } from './home';
import { fieldError } from './field-error';
import { pick } from './pick';
import { checkins, meetingCategories, registrations } from './schema';
import { signTicket, verifyTicket } from './tickets';
import { DAY_MS, endOfLocalDay, localDay, localMinute, startOfLocalDay } from './time';

const entryColumns = {
  r: registrations,
  m: meetings,
  orderStatus: orders.status,
  catName: meetingCategories.name,
  catNameEn: meetingCategories.nameEn,
  checkedInAt: checkins.at,
};

function entryQuery(db: DbOrTx) {
  return db
    .select(entryColumns)
    .from(registrations)
    .innerJoin(meetings, eq(meetings.id, registrations.meetingId))
    .innerJoin(orders, eq(orders.id, registrations.orderId))
    .innerJoin(meetingCategories, eq(meetingCategories.id, registrations.categoryId))
    .leftJoin(checkins, eq(checkins.registrationId, registrations.id));
}
type EntryRow = Awaited<ReturnType<ReturnType<typeof entryQuery>['execute']>>[number];

const toEntry = (lang: Lang) => (row: EntryRow) => ({
  registrationId: row.r.id,
  orderId: row.r.orderId,
  orderStatus: row.orderStatus,
  categoryName: pick(lang, row.catName, row.catNameEn),
  meeting: toMeeting(lang)(row.m),
  checkedInAt: row.checkedInAt?.toISOString() ?? null,
});

/** My schedule: active registrations; not started = starts after today, ended = ended before today. */
export async function scheduleList(
  deps: Deps,
  lang: Lang,
  userId: number,
  status: 'all' | 'notStarted' | 'ended',
  p: PageInput,
) {
  const today = localDay(deps.clock.now());
  const conds: SQL[] = [eq(registrations.userId, userId), eq(registrations.active, true)];
  if (status === 'notStarted') conds.push(gt(meetings.startDate, today));
  if (status === 'ended') conds.push(lt(meetings.endDate, today));
  const where = and(...conds);
  const order = status === 'notStarted' ? asc(meetings.startDate) : desc(meetings.startDate);
  const [rows, [total]] = await Promise.all([
    entryQuery(deps.db).where(where).orderBy(order, desc(registrations.id)).limit(p.pageSize).offset(offsetOf(p)),
    deps.db
      .select({ n: count() })
      .from(registrations)
      .innerJoin(meetings, eq(meetings.id, registrations.meetingId))
      .where(where),
  ]);
  return { list: rows.map(toEntry(lang)), total: total?.n ?? 0, page: p.page, pageSize: p.pageSize };
}

/** One registration of the caller; another user's answers NOT_FOUND. */
export async function ownRegistration(db: DbOrTx, userId: number, id: number) {
  const [row] = await entryQuery(db)
    .where(and(eq(registrations.id, id), eq(registrations.userId, userId)))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

/** The e-ticket: the signed QR payload and the typed code exist only for a paid order. */
export async function scheduleDetail(deps: Deps, lang: Lang, userId: number, id: number) {
  const row = await ownRegistration(deps.db, userId, id);
  const paid = row.orderStatus === 'paid' && row.r.active;
  return {
    ...toEntry(lang)(row),
    meeting: meetingWithText(lang)(row.m),
    attendee: { name: row.r.name, phone: row.r.phone, email: row.r.email, unit: row.r.unit },
    ticketCode: paid ? row.r.ticketCode : null,
    qrPayload: paid ? await signTicket(deps.db, row.r.id, row.r.meetingId) : null,
    icsUrl: buildPath(MEETING_ICS_PATH, { id: row.r.id }),
  };
}

/** Check-in opens the day before the meeting and closes at the end of its last day (Beijing time). */
function requireCheckinOpen(now: Date, m: { startDate: string; endDate: string }) {
  const opens = new Date(startOfLocalDay(m.startDate).getTime() - DAY_MS);
  if (now < opens || now > endOfLocalDay(m.endDate)) throw new AppError('OUT_OF_WINDOW', {}, 'checkin.notOpen');
}

/** Whom the ticket belongs to, said with a second check-in so the door staff can tell the person. */
type Holder = { name: string; categoryName: string };

const holderOf = (lang: Lang, row: EntryRow): Holder => ({
  name: row.r.name,
  categoryName: pick(lang, row.catName, row.catNameEn),
});

async function alreadyCheckedIn(db: DbOrTx, registrationId: number, holder: Holder): Promise<never> {
  const [c] = await db.select().from(checkins).where(eq(checkins.registrationId, registrationId));
  const at = c ? localMinute(c.at) : '';
  throw new AppError('ALREADY_SUBMITTED', { at }, 'checkin.already').withData({
    ...holder,
    checkedInAt: c?.at.toISOString() ?? null,
  });
}

/**
 * Records the one check-in of a registration. The unique index on registration_id decides a
 * race; the loser, like any second check-in, is told when the first one happened.
 */
async function checkIn(
  deps: Deps,
  row: EntryRow,
  method: 'self' | 'qr' | 'code',
  staffId: number | null,
  holder: Holder,
): Promise<{ registrationId: number; checkedInAt: string }> {
  if (!row.r.active) throw new AppError('NOT_FOUND', {}, 'checkin.invalid');
  if (row.checkedInAt) await alreadyCheckedIn(deps.db, row.r.id, holder);
  if (row.orderStatus !== 'paid') throw new AppError('INVALID_STATE', {}, 'checkin.unpaid');
  const now = deps.clock.now();
  requireCheckinOpen(now, row.m);
  try {
    await deps.db
      .insert(checkins)
      .values({ registrationId: row.r.id, meetingId: row.r.meetingId, method, staffId, at: now });
  } catch (err) {
    if (isUniqueViolation(err)) await alreadyCheckedIn(deps.db, row.r.id, holder);
    throw err;
  }
  return { registrationId: row.r.id, checkedInAt: now.toISOString() };
}

/** /signInMeet/{id}: the attendee's own registration for the meeting. */
export async function selfCheckin(deps: Deps, lang: Lang, userId: number, meetingId: number) {
  const [row] = await entryQuery(deps.db)
    .where(
      and(eq(registrations.meetingId, meetingId), eq(registrations.userId, userId), eq(registrations.active, true)),
    )
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND');
  return checkIn(deps, row, 'self', null, holderOf(lang, row));
}

/** The staff scanner: a signed payload of this meeting, or a ticket code typed in. */
export async function staffCheckin(
  deps: Deps,
  lang: Lang,
  staffId: number,
  input: { meetingId: number; payload?: string; ticketCode?: string },
) {
  let where: SQL | undefined;
  let method: 'qr' | 'code';
  if (input.payload) {
    const t = await verifyTicket(deps.db as Db, input.payload);
    if (!t || t.meetingId !== input.meetingId) throw new AppError('NOT_FOUND', {}, 'checkin.invalid');
    where = eq(registrations.id, t.registrationId);
    method = 'qr';
  } else if (input.ticketCode) {
    where = eq(registrations.ticketCode, input.ticketCode.toUpperCase());
    method = 'code';
  } else throw fieldError(lang, 'payload', 'field.required');
  const [row] = await entryQuery(deps.db)
    .where(and(where, eq(registrations.meetingId, input.meetingId)))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND', {}, 'checkin.invalid');
  const holder = holderOf(lang, row);
  const done = await checkIn(deps, row, method, staffId, holder);
  return { ...done, ...holder };
}

export async function attendance(db: DbOrTx, lang: Lang, meetingId: number) {
  const [m] = await db.select({ id: meetings.id }).from(meetings).where(eq(meetings.id, meetingId));
  if (!m) throw new AppError('NOT_FOUND');
  const cats = await db.select().from(meetingCategories).where(eq(meetingCategories.meetingId, meetingId));
  const rows = await db
    .select({ categoryId: registrations.categoryId, status: orders.status, checkedIn: checkins.id })
    .from(registrations)
    .innerJoin(orders, eq(orders.id, registrations.orderId))
    .leftJoin(checkins, eq(checkins.registrationId, registrations.id))
    .where(and(eq(registrations.meetingId, meetingId), eq(registrations.active, true)));
  const per = (id: number) => rows.filter((r) => r.categoryId === id);
  return {
    registered: rows.length,
    paid: rows.filter((r) => r.status === 'paid').length,
    checkedIn: rows.filter((r) => r.checkedIn !== null).length,
    categories: cats
      .filter((c) => !c.archived || per(c.id).length > 0)
      .map((c) => ({
        id: c.id,
        name: pick(lang, c.name, c.nameEn),
        capacity: c.capacity,
        registered: per(c.id).length,
        checkedIn: per(c.id).filter((r) => r.checkedIn !== null).length,
      })),
  };
}

export async function staffRegistrationList(
  db: DbOrTx,
  lang: Lang,
  input: { meetingId: number; keyword?: string } & PageInput,
) {
  const conds: (SQL | undefined)[] = [eq(registrations.meetingId, input.meetingId), eq(registrations.active, true)];
  if (input.keyword) {
    const pat = containsPattern(input.keyword);
    conds.push(
      or(ilike(registrations.name, pat), ilike(registrations.phone, pat), ilike(registrations.ticketCode, pat)),
    );
  }
  const where = and(...conds);
  const [rows, [total]] = await Promise.all([
    entryQuery(db).where(where).orderBy(desc(registrations.id)).limit(input.pageSize).offset(offsetOf(input)),
    db.select({ n: count() }).from(registrations).where(where),
  ]);
  return {
    list: rows.map((row) => ({
      id: row.r.id,
      orderId: row.r.orderId,
      orderStatus: row.orderStatus,
      name: row.r.name,
      phone: row.r.phone,
      email: row.r.email,
      unit: row.r.unit,
      categoryName: pick(lang, row.catName, row.catNameEn),
      ticketCode: row.r.ticketCode,
      checkedInAt: row.checkedInAt?.toISOString() ?? null,
    })),
    total: total?.n ?? 0,
    page: input.page,
    pageSize: input.pageSize,
  };
}
