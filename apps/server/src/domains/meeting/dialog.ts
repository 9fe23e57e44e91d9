import type { Lang } from '@app/contract/messages';
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import type { Deps } from '../../platform/deps';
import { lockKey } from '../../platform/lock';
import { AppError } from '../../platform/errors';
import { plainText } from '../cms/sanitize';
import { meetings } from '../cms/schema';
import { users } from '../passport/schema';
import type { PageInput } from '../cms/paging';
import { offsetOf } from '../cms/paging';
import { fieldError } from './field-error';
import { pick } from './pick';
import { meetingDialogs } from './schema';

/** Unanswered messages a user may leave in one thread before staff reply: stops a flood. */
export const DIALOG_UNANSWERED_MAX = 20;

const toMessage = (d: typeof meetingDialogs.$inferSelect) => ({
  id: d.id,
  fromStaff: d.fromStaff,
  content: d.content,
  createdAt: d.createdAt.toISOString(),
});

async function meetingTitle(db: DbOrTx, lang: Lang, id: number): Promise<string> {
  const [m] = await db.select({ t: meetings.title, e: meetings.titleEn }).from(meetings).where(eq(meetings.id, id));
  if (!m) throw new AppError('NOT_FOUND');
  return pick(lang, m.t, m.e);
}

const thread = (meetingId: number, userId: number) =>
  and(eq(meetingDialogs.meetingId, meetingId), eq(meetingDialogs.userId, userId));

async function readThread(db: DbOrTx, meetingId: number, userId: number) {
  return db.select().from(meetingDialogs).where(thread(meetingId, userId)).orderBy(asc(meetingDialogs.id));
}

/** The caller's thread about a meeting; staff replies become read. */
export async function dialogIndex(deps: Deps, lang: Lang, userId: number, meetingId: number) {
  const title = await meetingTitle(deps.db, lang, meetingId);
  await deps.db
    .update(meetingDialogs)
    .set({ readByUser: true })
    .where(and(thread(meetingId, userId), eq(meetingDialogs.fromStaff, true), eq(meetingDialogs.readByUser, false)));
  const list = await readThread(deps.db, meetingId, userId);
  return { meetingId, meetingTitle: title, list: list.map(toMessage) };
}

function cleanContent(lang: Lang, content: string): string {
  const out = plainText(content);
  if (!out) throw fieldError(lang, 'content', 'field.required');
  return out;
}

export async function dialogSend(deps: Deps, lang: Lang, userId: number, meetingId: number, content: string) {
  const text = cleanContent(lang, content);
  await meetingTitle(deps.db, lang, meetingId);
  return deps.db.transaction(async (tx) => {
    // Serialise one thread's sends so the unanswered count cannot be raced past.
    await lockKey(tx, `dialog:${meetingId}:${userId}`);
    const [lastStaff] = await tx
      .select({ id: meetingDialogs.id })
      .from(meetingDialogs)
      .where(and(thread(meetingId, userId), eq(meetingDialogs.fromStaff, true)))
      .orderBy(desc(meetingDialogs.id))
      .limit(1);
    const [pending] = await tx
      .select({ n: count() })
      .from(meetingDialogs)
      .where(
        and(
          thread(meetingId, userId),
          eq(meetingDialogs.fromStaff, false),
          lastStaff ? sql`${meetingDialogs.id} > ${lastStaff.id}` : undefined,
        ),
      );
    if ((pending?.n ?? 0) >= DIALOG_UNANSWERED_MAX) throw new AppError('RATE_LIMITED');
    const [row] = await tx
      .insert(meetingDialogs)
      .values({ meetingId, userId, fromStaff: false, content: text, readByStaff: false, createdAt: deps.clock.now() })
      .returning({ id: meetingDialogs.id });
    return { id: row!.id };
  });
}

/** Threads, most recent activity first, with the count of user messages staff have not read. */
export async function staffInbox(db: DbOrTx, lang: Lang, input: { meetingId?: number } & PageInput) {
  const where = input.meetingId ? eq(meetingDialogs.meetingId, input.meetingId) : undefined;
  const lastId = sql<number>`max(${meetingDialogs.id})`;
  const groups = await db
    .select({
      meetingId: meetingDialogs.meetingId,
      userId: meetingDialogs.userId,
      lastId,
      unread:
        sql<number>`count(*) filter (where not ${meetingDialogs.readByStaff} and not ${meetingDialogs.fromStaff})`.mapWith(
          Number,
        ),
    })
    .from(meetingDialogs)
    .where(where)
    .groupBy(meetingDialogs.meetingId, meetingDialogs.userId)
    .orderBy(desc(lastId))
    .limit(input.pageSize)
    .offset(offsetOf(input));
  const [total] = await db
    .select({ n: sql<number>`count(distinct (${meetingDialogs.meetingId}, ${meetingDialogs.userId}))`.mapWith(Number) })
    .from(meetingDialogs)
    .where(where);
  const list = [];
  for (const g of groups) {
    const [last] = await db
      .select({ d: meetingDialogs, title: meetings.title, titleEn: meetings.titleEn, nickname: users.nickname })
      .from(meetingDialogs)
      .innerJoin(meetings, eq(meetings.id, meetingDialogs.meetingId))
      .innerJoin(users, eq(users.id, meetingDialogs.userId))
      .where(eq(meetingDialogs.id, Number(g.lastId)));
    if (!last) continue;
    list.push({
      meetingId: g.meetingId,
      meetingTitle: pick(lang, last.title, last.titleEn),
      userId: g.userId,
      nickname: last.nickname,
      lastContent: last.d.content,
      lastAt: last.d.createdAt.toISOString(),
      unread: g.unread,
    });
  }
  return { list, total: total?.n ?? 0, page: input.page, pageSize: input.pageSize };
}

export async function staffThread(deps: Deps, meetingId: number, userId: number) {
  const rows = await readThread(deps.db, meetingId, userId);
  if (!rows.length) throw new AppError('NOT_FOUND');
  await deps.db
    .update(meetingDialogs)
    .set({ readByStaff: true })
    .where(and(thread(meetingId, userId), eq(meetingDialogs.fromStaff, false), eq(meetingDialogs.readByStaff, false)));
  return rows.map(toMessage);
}

/** Staff answer a thread the user opened (never start one with a stranger). */
export async function staffReply(
  deps: Deps,
  lang: Lang,
  staffId: number,
  meetingId: number,
  userId: number,
  content: string,
) {
  const text = cleanContent(lang, content);
  const [open] = await deps.db
    .select({ id: meetingDialogs.id })
    .from(meetingDialogs)
    .where(thread(meetingId, userId))
    .limit(1);
  if (!open) throw new AppError('NOT_FOUND');
  const [row] = await deps.db
    .insert(meetingDialogs)
    .values({
      meetingId,
      userId,
      fromStaff: true,
      staffId,
      content: text,
      readByStaff: true,
      createdAt: deps.clock.now(),
    })
    .returning({ id: meetingDialogs.id });
  return { id: row!.id };
}
