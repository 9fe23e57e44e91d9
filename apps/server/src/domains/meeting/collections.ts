import type { Lang } from '@app/contract/messages';
import { and, asc, count, desc, eq, gte, lt, lte, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import type { Deps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import { toMeeting } from '../cms/mappers';
import { matchAny, offsetOf, type PageInput } from '../cms/paging';
import { meetings } from '../cms/schema';
import { meetingCollections } from './schema';
import { localDay } from './time';

export interface FindInput extends PageInput {
  keyword?: string;
  field?: string;
  city?: string;
  from?: string;
  to?: string;
  when: 'all' | 'upcoming' | 'past';
}

/**
 * The conference tab's list: keyword, field, place in either language, and meetings overlapping
 * from..to. Upcoming ones first by start date, then past ones, most recent first.
 */
export async function findMeetings(deps: Deps, lang: Lang, i: FindInput) {
  const today = localDay(deps.clock.now());
  const conds: (SQL | undefined)[] = [];
  if (i.keyword) conds.push(matchAny(i.keyword, [meetings.title, meetings.titleEn, meetings.code]));
  if (i.field) conds.push(eq(meetings.field, i.field));
  if (i.city) conds.push(matchAny(i.city, [meetings.city, meetings.cityEn]));
  if (i.from) conds.push(gte(meetings.endDate, i.from));
  if (i.to) conds.push(lte(meetings.startDate, i.to));
  if (i.when === 'upcoming') conds.push(gte(meetings.endDate, today));
  if (i.when === 'past') conds.push(lt(meetings.endDate, today));
  const where = and(...conds);
  const isPast = sql`(${meetings.endDate} < ${today})`;
  const [rows, [total]] = await Promise.all([
    deps.db
      .select()
      .from(meetings)
      .where(where)
      .orderBy(
        asc(isPast),
        sql`case when ${isPast} then null else ${meetings.startDate} end asc`,
        desc(meetings.startDate),
        asc(meetings.id),
      )
      .limit(i.pageSize)
      .offset(offsetOf(i)),
    deps.db.select({ n: count() }).from(meetings).where(where),
  ]);
  return { list: rows.map(toMeeting(lang)), total: total?.n ?? 0, page: i.page, pageSize: i.pageSize };
}

const mine = (userId: number, meetingId: number) =>
  and(eq(meetingCollections.userId, userId), eq(meetingCollections.meetingId, meetingId));

/** Collects a meeting, or uncollects it when collected; the unique index makes a double click harmless. */
export async function toggleCollection(deps: Deps, userId: number, meetingId: number) {
  const [m] = await deps.db.select({ id: meetings.id }).from(meetings).where(eq(meetings.id, meetingId));
  if (!m) throw new AppError('NOT_FOUND');
  const removed = await deps.db.delete(meetingCollections).where(mine(userId, meetingId)).returning();
  if (removed.length) return { collected: false };
  await deps.db
    .insert(meetingCollections)
    .values({ userId, meetingId, createdAt: deps.clock.now() })
    .onConflictDoNothing();
  return { collected: true };
}

export async function collectionStatus(db: DbOrTx, userId: number, meetingId: number) {
  const [row] = await db.select({ id: meetingCollections.id }).from(meetingCollections).where(mine(userId, meetingId));
  return { collected: !!row };
}

export async function collectionList(db: DbOrTx, lang: Lang, userId: number, p: PageInput) {
  const where = eq(meetingCollections.userId, userId);
  const [rows, [total]] = await Promise.all([
    db
      .select({ m: meetings, at: meetingCollections.createdAt })
      .from(meetingCollections)
      .innerJoin(meetings, eq(meetings.id, meetingCollections.meetingId))
      .where(where)
      .orderBy(desc(meetingCollections.createdAt), desc(meetingCollections.id))
      .limit(p.pageSize)
      .offset(offsetOf(p)),
    db.select({ n: count() }).from(meetingCollections).where(where),
  ]);
  return {
    list: rows.map((r) => ({ ...toMeeting(lang)(r.m), collectedAt: r.at.toISOString() })),
    total: total?.n ?? 0,
    page: p.page,
    pageSize: p.pageSize,
  };
}
