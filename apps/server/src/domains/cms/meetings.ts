import type { Lang } from '@app/contract/messages';
import { and, asc, count, desc, eq, gte, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { toMeeting } from './mappers';
import { matchAny, offsetOf, type PageInput, pageOf } from './paging';
import { meetings } from './schema';

/** Not over yet on `today` ('YYYY-MM-DD'). */
const upcoming = (today: string) => gte(meetings.endDate, today);

/** Upcoming meetings, pinned ones first, then by start date. */
export async function upcomingMeetings(
  db: DbOrTx,
  lang: Lang,
  today: string,
  opts: { limit: number; topOnly?: boolean },
) {
  const rows = await db
    .select()
    .from(meetings)
    .where(and(upcoming(today), opts.topOnly ? eq(meetings.isTop, true) : undefined))
    .orderBy(desc(meetings.isTop), asc(meetings.startDate), asc(meetings.id))
    .limit(opts.limit);
  return rows.map(toMeeting(lang));
}

/**
 * A page of meetings matching a keyword (Chinese or English title, or code) and a field code.
 * Upcoming ones come first by start date; past ones follow, most recent first.
 */
export function meetingPage(
  db: DbOrTx,
  lang: Lang,
  today: string,
  p: PageInput,
  f: { keyword?: string; field?: string },
) {
  const conds: (SQL | undefined)[] = [];
  if (f.keyword) conds.push(matchAny(f.keyword, [meetings.title, meetings.titleEn, meetings.code]));
  if (f.field) conds.push(eq(meetings.field, f.field));
  const where = and(...conds);
  const isPast = sql`(${meetings.endDate} < ${today})`;
  return pageOf(
    p,
    db
      .select()
      .from(meetings)
      .where(where)
      .orderBy(
        asc(isPast),
        sql`case when ${isPast} then null else ${meetings.startDate} end asc`,
        desc(meetings.startDate),
        asc(meetings.id),
      )
      .limit(p.pageSize)
      .offset(offsetOf(p)),
    db.select({ n: count() }).from(meetings).where(where),
    toMeeting(lang),
  );
}
