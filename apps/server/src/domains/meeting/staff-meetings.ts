import type * as calls from '@app/contract/calls/meeting-staff';
import type { Lang } from '@app/contract/messages';
import { and, asc, count, desc, eq, isNull, notInArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import type { Deps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import { invalidateHomeCache } from '../cms/home-service';
import { type PageInput, matchAny, offsetOf } from '../cms/paging';
import { plainText, sanitizeArticleHtml } from '../cms/sanitize';
import { meetings } from '../cms/schema';
import { papers } from '../contribution/schema';
import { isUniqueViolation } from '../staff/db-errors';
import { fieldError } from './field-error';
import { takenByCategory } from './home';
import { orders } from '../order/schema';
import { allowanceSheets } from '../settlement/schema';
import {
  annualSignups,
  meetingCategories,
  meetingDialogs,
  meetingNotices,
  meetingSettings,
  registrations,
} from './schema';
import { localDay } from './time';
import { iso, loadMeeting } from './windows';

type MeetingInput = z.output<typeof calls.staffMeetingSave.input>;
type NoticeInput = z.output<typeof calls.staffNoticeSave.input>;

export async function staffMeetingList(db: DbOrTx, input: { keyword?: string } & PageInput) {
  const where = input.keyword ? matchAny(input.keyword, [meetings.title, meetings.titleEn, meetings.code]) : undefined;
  const regs = db
    .select({ meetingId: registrations.meetingId, n: count().as('n') })
    .from(registrations)
    .where(eq(registrations.active, true))
    .groupBy(registrations.meetingId)
    .as('regs');
  const subs = db
    .select({ meetingId: papers.meetingId, n: count().as('pn') })
    .from(papers)
    .groupBy(papers.meetingId)
    .as('subs');
  const [rows, [total]] = await Promise.all([
    db
      .select({ m: meetings, registered: regs.n, papers: subs.n })
      .from(meetings)
      .leftJoin(regs, eq(regs.meetingId, meetings.id))
      .leftJoin(subs, eq(subs.meetingId, meetings.id))
      .where(where)
      .orderBy(desc(meetings.startDate), desc(meetings.id))
      .limit(input.pageSize)
      .offset(offsetOf(input)),
    db.select({ n: count() }).from(meetings).where(where),
  ]);
  return {
    list: rows.map((r) => ({
      id: r.m.id,
      code: r.m.code,
      title: r.m.title,
      startDate: r.m.startDate,
      endDate: r.m.endDate,
      registered: Number(r.registered ?? 0),
      papers: Number(r.papers ?? 0),
    })),
    total: total?.n ?? 0,
    page: input.page,
    pageSize: input.pageSize,
  };
}

export async function staffMeetingGet(db: DbOrTx, id: number) {
  const { meeting: m, settings: s } = await loadMeeting(db, id);
  const [cats, taken] = await Promise.all([
    db
      .select()
      .from(meetingCategories)
      .where(and(eq(meetingCategories.meetingId, id), eq(meetingCategories.archived, false)))
      .orderBy(asc(meetingCategories.sort), asc(meetingCategories.id)),
    takenByCategory(db, id),
  ]);
  return {
    id: m.id,
    code: m.code,
    title: m.title,
    titleEn: m.titleEn,
    field: m.field,
    city: m.city,
    cityEn: m.cityEn,
    startDate: m.startDate,
    endDate: m.endDate,
    cover: m.cover,
    isTop: m.isTop,
    description: m.description,
    descriptionEn: m.descriptionEn,
    regOpenAt: iso(s?.regOpenAt ?? null),
    regCloseAt: iso(s?.regCloseAt ?? null),
    submitOpenAt: iso(s?.submitOpenAt ?? null),
    submitDeadlineAt: iso(s?.submitDeadlineAt ?? null),
    paperMaxMb: s?.paperMaxMb ?? null,
    isAnnual: s?.isAnnual ?? false,
    paymentChannels: (s?.paymentChannels ?? ['offline']) as ('wechat' | 'alipay' | 'offline' | 'wallet')[],
    offlineAccount: s?.offlineAccount ?? '',
    offlineAccountEn: s?.offlineAccountEn ?? '',
    invoiceAllowed: s?.invoiceAllowed ?? true,
    invoiceTypes: (s?.invoiceTypes ?? ['normal']) as ('normal' | 'special')[],
    invoiceNote: s?.invoiceNote ?? '',
    invoiceNoteEn: s?.invoiceNoteEn ?? '',
    categories: cats.map((c) => ({
      id: c.id,
      name: c.name,
      nameEn: c.nameEn,
      feeFen: c.feeFen,
      capacity: c.capacity,
      registered: taken.get(c.id) ?? 0,
    })),
  };
}

const date = (v: string | null) => (v ? new Date(v) : null);

function checkDates(i: MeetingInput, lang: Lang) {
  const bad = (field: string) => fieldError(lang, field);
  if (Number.isNaN(Date.parse(`${i.startDate}T00:00:00Z`))) throw bad('startDate');
  if (Number.isNaN(Date.parse(`${i.endDate}T00:00:00Z`)) || i.endDate < i.startDate) throw bad('endDate');
  if (i.regOpenAt && i.regCloseAt && date(i.regCloseAt)! <= date(i.regOpenAt)!) throw bad('regCloseAt');
  if (i.submitOpenAt && i.submitDeadlineAt && date(i.submitDeadlineAt)! <= date(i.submitOpenAt)!)
    throw bad('submitDeadlineAt');
}

/**
 * Creates or updates a meeting with its settings and categories in one transaction. A category
 * left out is archived (kept for the registrations that name it), never deleted; a category with
 * registrations keeps its fee so existing orders stay consistent with it.
 */
export async function staffMeetingSave(deps: Deps, i: MeetingInput, lang: Lang) {
  checkDates(i, lang);
  const now = deps.clock.now();
  const meetingRow = {
    code: i.meetingCode,
    title: plainText(i.title),
    titleEn: plainText(i.titleEn),
    field: i.field,
    city: plainText(i.city),
    cityEn: plainText(i.cityEn),
    startDate: i.startDate,
    endDate: i.endDate,
    // The lists show the deadline day; the exact instant lives in the settings.
    submitDeadline: i.submitDeadlineAt ? localDay(new Date(i.submitDeadlineAt)) : null,
    cover: i.cover,
    isTop: i.isTop,
    description: plainText(i.description),
    descriptionEn: plainText(i.descriptionEn),
  };
  const settingsRow = {
    regOpenAt: date(i.regOpenAt),
    regCloseAt: date(i.regCloseAt),
    submitOpenAt: date(i.submitOpenAt),
    submitDeadlineAt: date(i.submitDeadlineAt),
    paperMaxMb: i.paperMaxMb,
    isAnnual: i.isAnnual,
    paymentChannels: [...new Set(i.paymentChannels)],
    offlineAccount: plainText(i.offlineAccount),
    offlineAccountEn: plainText(i.offlineAccountEn),
    invoiceAllowed: i.invoiceAllowed,
    invoiceTypes: [...new Set(i.invoiceTypes)],
    invoiceNote: plainText(i.invoiceNote),
    invoiceNoteEn: plainText(i.invoiceNoteEn),
    updatedAt: now,
  };
  try {
    const id = await deps.db.transaction(async (tx) => {
      let id: number;
      if (i.id) {
        const [row] = await tx
          .update(meetings)
          .set(meetingRow)
          .where(eq(meetings.id, i.id))
          .returning({ id: meetings.id });
        if (!row) throw new AppError('NOT_FOUND');
        id = row.id;
      } else {
        const [row] = await tx.insert(meetings).values(meetingRow).returning({ id: meetings.id });
        id = row!.id;
      }
      await tx
        .insert(meetingSettings)
        .values({ meetingId: id, ...settingsRow })
        .onConflictDoUpdate({ target: meetingSettings.meetingId, set: settingsRow });
      await saveCategories(tx, id, i.categories);
      return id;
    });
    invalidateHomeCache();
    return { id };
  } catch (err) {
    if (isUniqueViolation(err)) throw fieldError(lang, 'meetingCode');
    throw err;
  }
}

async function saveCategories(tx: DbOrTx, meetingId: number, list: MeetingInput['categories']) {
  const existing = await tx
    .select()
    .from(meetingCategories)
    .where(eq(meetingCategories.meetingId, meetingId))
    .for('update');
  const taken = await takenByCategory(tx, meetingId);
  const keep: number[] = [];
  for (const [sort, c] of list.entries()) {
    const row = { name: plainText(c.name), nameEn: plainText(c.nameEn), capacity: c.capacity, sort };
    if (c.id) {
      const old = existing.find((e) => e.id === c.id);
      if (!old) throw new AppError('NOT_FOUND');
      if ((taken.get(old.id) ?? 0) > 0 && old.feeFen !== c.feeFen) throw new AppError('INVALID_STATE');
      await tx
        .update(meetingCategories)
        .set({ ...row, feeFen: c.feeFen, archived: false })
        .where(eq(meetingCategories.id, c.id));
      keep.push(c.id);
    } else {
      const [ins] = await tx
        .insert(meetingCategories)
        .values({ ...row, meetingId, feeFen: c.feeFen })
        .returning({ id: meetingCategories.id });
      keep.push(ins!.id);
    }
  }
  await tx
    .update(meetingCategories)
    .set({ archived: true })
    .where(
      and(eq(meetingCategories.meetingId, meetingId), keep.length ? notInArray(meetingCategories.id, keep) : undefined),
    );
}

/** Only a meeting without registrations, orders or papers can go; its own notices and threads go with it. */
export async function staffMeetingDelete(deps: Deps, id: number) {
  await deps.db.transaction(async (tx) => {
    await loadMeeting(tx, id);
    const used = await Promise.all([
      tx.select({ n: count() }).from(registrations).where(eq(registrations.meetingId, id)),
      tx.select({ n: count() }).from(orders).where(eq(orders.meetingId, id)),
      tx.select({ n: count() }).from(papers).where(eq(papers.meetingId, id)),
    ]);
    if (used.some(([r]) => (r?.n ?? 0) > 0)) throw new AppError('INVALID_STATE', {}, 'meeting.inUse');
    await tx.update(allowanceSheets).set({ meetingId: null }).where(eq(allowanceSheets.meetingId, id));
    await tx.delete(meetingDialogs).where(eq(meetingDialogs.meetingId, id));
    await tx.delete(annualSignups).where(eq(annualSignups.meetingId, id));
    await tx.delete(meetingNotices).where(eq(meetingNotices.meetingId, id));
    await tx.delete(meetingCategories).where(eq(meetingCategories.meetingId, id));
    await tx.delete(meetingSettings).where(eq(meetingSettings.meetingId, id));
    await tx.delete(meetings).where(eq(meetings.id, id));
  });
  invalidateHomeCache();
  return null;
}

const toStaffNotice = (n: typeof meetingNotices.$inferSelect) => ({
  id: n.id,
  meetingId: n.meetingId,
  key: n.key,
  title: n.title,
  titleEn: n.titleEn,
  content: n.content,
  contentEn: n.contentEn,
  publishedAt: n.publishedAt.toISOString(),
});

export async function staffNoticeList(db: DbOrTx, meetingId?: number) {
  const rows = await db
    .select()
    .from(meetingNotices)
    .where(meetingId ? eq(meetingNotices.meetingId, meetingId) : isNull(meetingNotices.meetingId))
    .orderBy(desc(meetingNotices.publishedAt), desc(meetingNotices.id));
  return rows.map(toStaffNotice);
}

/** HTML is sanitized before it is stored, with the article policy (cms/sanitize.ts). */
export async function staffNoticeSave(deps: Deps, i: NoticeInput, lang: Lang) {
  if (i.meetingId === null && !i.key) throw fieldError(lang, 'key', 'field.required');
  if (i.meetingId !== null) await loadMeeting(deps.db, i.meetingId);
  const row = {
    meetingId: i.meetingId,
    key: i.meetingId === null ? i.key : null,
    title: plainText(i.title),
    titleEn: plainText(i.titleEn),
    content: sanitizeArticleHtml(i.content),
    contentEn: sanitizeArticleHtml(i.contentEn),
  };
  if (!row.title || !row.titleEn) throw fieldError(lang, 'title', 'field.required');
  try {
    if (i.id) {
      const [u] = await deps.db
        .update(meetingNotices)
        .set(row)
        .where(eq(meetingNotices.id, i.id))
        .returning({ id: meetingNotices.id });
      if (!u) throw new AppError('NOT_FOUND');
      return { id: u.id };
    }
    const [ins] = await deps.db
      .insert(meetingNotices)
      .values({ ...row, publishedAt: deps.clock.now() })
      .returning({ id: meetingNotices.id });
    return { id: ins!.id };
  } catch (err) {
    if (isUniqueViolation(err)) throw fieldError(lang, 'key');
    throw err;
  }
}

export async function staffNoticeDelete(db: DbOrTx, id: number) {
  const gone = await db.delete(meetingNotices).where(eq(meetingNotices.id, id)).returning({ id: meetingNotices.id });
  if (!gone.length) throw new AppError('NOT_FOUND');
  return null;
}
