import type { TMeetingHome } from '@app/contract/calls/meeting';
import type { Lang } from '@app/contract/messages';
import { and, asc, count, desc, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import type { Deps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import { toMeeting } from '../cms/mappers';
import { sanitizeArticleHtml } from '../cms/sanitize';
import { meetings } from '../cms/schema';
import { papers } from '../contribution/schema';
import { orders } from '../order/schema';
import { pick } from './pick';
import { annualSignups, meetingCategories, meetingNotices, meetingSettings, registrations } from './schema';
import {
  iso,
  loadMeeting,
  type MeetingRow,
  paperMaxMb,
  registrationWindow,
  stateAt,
  submissionWindow,
} from './windows';

export const meetingWithText = (lang: Lang) => (m: MeetingRow) => ({
  ...toMeeting(lang)(m),
  description: pick(lang, m.description, m.descriptionEn),
});

/** Active registrations per category of a meeting. */
export async function takenByCategory(db: DbOrTx, meetingId: number): Promise<Map<number, number>> {
  const rows = await db
    .select({ categoryId: registrations.categoryId, n: count() })
    .from(registrations)
    .where(and(eq(registrations.meetingId, meetingId), eq(registrations.active, true)))
    .groupBy(registrations.categoryId);
  return new Map(rows.map((r) => [r.categoryId, r.n]));
}

export async function noticeBriefs(db: DbOrTx, lang: Lang, meetingId: number) {
  const rows = await db
    .select({
      id: meetingNotices.id,
      title: meetingNotices.title,
      titleEn: meetingNotices.titleEn,
      publishedAt: meetingNotices.publishedAt,
    })
    .from(meetingNotices)
    .where(eq(meetingNotices.meetingId, meetingId))
    .orderBy(desc(meetingNotices.publishedAt), desc(meetingNotices.id));
  return rows.map((n) => ({
    id: n.id,
    title: pick(lang, n.title, n.titleEn),
    publishedAt: n.publishedAt.toISOString(),
  }));
}

/** The public conference page; `userId` adds the caller's own registration and paper. */
export async function meetingHome(deps: Deps, lang: Lang, id: number, userId: number | null): Promise<TMeetingHome> {
  const { db } = deps;
  const now = deps.clock.now();
  const { meeting, settings } = await loadMeeting(db, id);
  const [cats, taken, notices] = await Promise.all([
    db
      .select()
      .from(meetingCategories)
      .where(and(eq(meetingCategories.meetingId, id), eq(meetingCategories.archived, false)))
      .orderBy(asc(meetingCategories.sort), asc(meetingCategories.id)),
    takenByCategory(db, id),
    noticeBriefs(db, lang, id),
  ]);
  const reg = registrationWindow(meeting, settings);
  const sub = submissionWindow(meeting, settings);
  let me: TMeetingHome['me'] = null;
  if (userId !== null) {
    const [r] = await db
      .select({ id: registrations.id, orderId: orders.id, status: orders.status })
      .from(registrations)
      .innerJoin(orders, eq(orders.id, registrations.orderId))
      .where(and(eq(registrations.meetingId, id), eq(registrations.userId, userId), eq(registrations.active, true)))
      .limit(1);
    const [p] = await db
      .select({ id: papers.id, status: papers.status })
      .from(papers)
      .where(and(eq(papers.meetingId, id), eq(papers.userId, userId)))
      .limit(1);
    me = {
      registrationId: r?.id ?? null,
      orderId: r?.orderId ?? null,
      orderStatus: r?.status ?? null,
      paperId: p?.id ?? null,
      paperStatus: p?.status ?? null,
    };
  }
  return {
    meeting: meetingWithText(lang)(meeting),
    isAnnual: settings?.isAnnual ?? false,
    registration: { state: stateAt(now, reg), openAt: iso(reg.openAt), closeAt: iso(reg.closeAt) },
    submission: {
      state: stateAt(now, sub),
      openAt: iso(sub.openAt),
      deadline: iso(sub.closeAt),
      paperMaxMb: paperMaxMb(settings, deps.config),
    },
    categories: cats.map((c) => {
      const used = taken.get(c.id) ?? 0;
      return {
        id: c.id,
        name: pick(lang, c.name, c.nameEn),
        feeFen: c.feeFen,
        capacity: c.capacity,
        remaining: c.capacity === null ? null : Math.max(0, c.capacity - used),
      };
    }),
    notices,
    me,
  };
}

export async function noticeView(db: DbOrTx, lang: Lang, a: 'meeting' | 'site', b: string) {
  let where: ReturnType<typeof and>;
  if (a === 'site') where = and(isNull(meetingNotices.meetingId), eq(meetingNotices.key, b));
  else {
    if (!/^\d{1,15}$/.test(b)) throw new AppError('NOT_FOUND');
    where = eq(meetingNotices.id, Number(b));
  }
  const [row] = await db
    .select({ n: meetingNotices, title: meetings.title, titleEn: meetings.titleEn })
    .from(meetingNotices)
    .leftJoin(meetings, eq(meetings.id, meetingNotices.meetingId))
    .where(where)
    .limit(1);
  // A site page is not reachable through the meeting scope, nor the reverse.
  if (!row || (a === 'meeting' && row.n.meetingId === null)) throw new AppError('NOT_FOUND');
  const { n } = row;
  return {
    id: n.id,
    meetingId: n.meetingId,
    meetingTitle: row.title === null ? null : pick(lang, row.title, row.titleEn ?? ''),
    title: pick(lang, n.title, n.titleEn),
    // Stored sanitized; sanitized again on the way out like articles (issue 2).
    content: sanitizeArticleHtml(pick(lang, n.content, n.contentEn)),
    publishedAt: n.publishedAt.toISOString(),
  };
}

async function meetingByCode(db: DbOrTx, code: string) {
  const [row] = await db
    .select({ meeting: meetings, settings: meetingSettings })
    .from(meetings)
    .leftJoin(meetingSettings, eq(meetingSettings.meetingId, meetings.id))
    .where(eq(meetings.code, code))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

/** Channels default to offline transfer for a meeting without settings. */
export async function paymentSetting(db: DbOrTx, lang: Lang, code: string) {
  const { meeting, settings } = await meetingByCode(db, code);
  return {
    meetingId: meeting.id,
    channels: (settings?.paymentChannels ?? ['offline']) as ('wechat' | 'alipay' | 'offline' | 'wallet')[],
    offlineAccount: settings ? pick(lang, settings.offlineAccount, settings.offlineAccountEn) : '',
  };
}

export async function invoiceSetting(db: DbOrTx, lang: Lang, code: string) {
  const { meeting, settings } = await meetingByCode(db, code);
  return {
    meetingId: meeting.id,
    allowed: settings?.invoiceAllowed ?? true,
    types: (settings?.invoiceTypes ?? ['normal']) as ('normal' | 'special')[],
    note: settings ? pick(lang, settings.invoiceNote, settings.invoiceNoteEn) : '',
  };
}

/** An annual meeting's page; other meetings have none. */
export async function annualIndex(deps: Deps, lang: Lang, id: number) {
  const { db } = deps;
  const { meeting, settings } = await loadMeeting(db, id);
  if (!settings?.isAnnual) throw new AppError('NOT_FOUND');
  const [notices, [signed]] = await Promise.all([
    noticeBriefs(db, lang, id),
    db.select({ n: count() }).from(annualSignups).where(eq(annualSignups.meetingId, id)),
  ]);
  return {
    meeting: meetingWithText(lang)(meeting),
    notices,
    signState: stateAt(deps.clock.now(), registrationWindow(meeting, settings)),
    signedCount: signed?.n ?? 0,
  };
}
