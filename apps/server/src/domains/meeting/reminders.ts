import { REMIND_DEADLINE_WITHIN_H, REMIND_MEETING_WITHIN_H } from '@app/contract/constants';
import { and, eq, gte, lte } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import type { Deps } from '../../platform/deps';
import { meetings } from '../cms/schema';
import { papers } from '../contribution/schema';
import { meetingSettings, registrations, userMessages } from './schema';
import { DAY_MS, localDay, localMinute, startOfLocalDay } from './time';
import { submissionWindow } from './windows';

const HOUR_MS = 3_600_000;
type Message = typeof userMessages.$inferInsert;

/**
 * Writes reminders to users' system messages, in both languages: a draft whose submission
 * deadline is within 72 hours, a registration whose meeting starts within 24 hours. Each has a
 * unique key (naming the deadline or start too, so a moved date reminds again), so running this
 * any number of times writes each reminder once. Returns how many were written.
 */
export async function runReminders(db: Db, now: Date): Promise<number> {
  const today = localDay(now);
  const out: Message[] = [];

  const drafts = await db
    .select({ p: papers, m: meetings, s: meetingSettings })
    .from(papers)
    .innerJoin(meetings, eq(meetings.id, papers.meetingId))
    .leftJoin(meetingSettings, eq(meetingSettings.meetingId, meetings.id))
    .where(and(eq(papers.status, 'draft'), gte(meetings.endDate, today)));
  for (const { p, m, s } of drafts) {
    const deadline = submissionWindow(m, s).closeAt;
    if (!deadline || deadline <= now || deadline.getTime() - now.getTime() > REMIND_DEADLINE_WITHIN_H * HOUR_MS)
      continue;
    const at = localMinute(deadline);
    out.push({
      userId: p.userId,
      kind: 'paperDeadline',
      title: '投稿截止提醒',
      titleEn: 'Submission deadline reminder',
      body: `您在“${m.title}”的论文草稿尚未提交，投稿将于 ${at}（北京时间）截止。`,
      bodyEn: `Your draft paper for "${m.titleEn}" is not submitted yet; submission closes at ${at} (Beijing time).`,
      uniqueKey: `paper-deadline:${p.id}:${deadline.toISOString()}`,
      createdAt: now,
    });
  }

  const soon = localDay(new Date(now.getTime() + REMIND_MEETING_WITHIN_H * HOUR_MS + DAY_MS));
  const regs = await db
    .select({ r: registrations, m: meetings })
    .from(registrations)
    .innerJoin(meetings, eq(meetings.id, registrations.meetingId))
    .where(and(eq(registrations.active, true), gte(meetings.startDate, today), lte(meetings.startDate, soon)));
  for (const { r, m } of regs) {
    const start = startOfLocalDay(m.startDate);
    if (start <= now || start.getTime() - now.getTime() > REMIND_MEETING_WITHIN_H * HOUR_MS) continue;
    out.push({
      userId: r.userId,
      kind: 'meetingStart',
      title: '参会提醒',
      titleEn: 'Conference reminder',
      body: `您报名的“${m.title}”将于 ${m.startDate} 在${m.city}开幕，请携带电子票按时参会。`,
      bodyEn: `"${m.titleEn}", which you registered for, opens on ${m.startDate} in ${m.cityEn}. Please bring your e-ticket.`,
      uniqueKey: `meeting-start:${r.id}:${m.startDate}`,
      createdAt: now,
    });
  }
  if (!out.length) return 0;
  const written = await db
    .insert(userMessages)
    .values(out)
    .onConflictDoNothing({ target: userMessages.uniqueKey })
    .returning({ id: userMessages.id });
  return written.length;
}

/** Runs the reminders when the server is ready and every hour after; the timer stops with the app. */
export function scheduleReminders(app: FastifyInstance, deps: Deps) {
  let timer: NodeJS.Timeout | undefined;
  // A failed run is logged and retried within the hour; it never stops the server from starting.
  const run = () => runReminders(deps.db, deps.clock.now()).catch((err) => deps.log.error({ err }, 'reminders failed'));
  app.addHook('onReady', async () => {
    await run();
    timer = setInterval(run, HOUR_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
