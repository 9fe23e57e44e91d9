import Fastify from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { createUser } from '../../test/factories';
import { papers } from '../contribution/schema';
import { registrations, userMessages } from './schema';
import { runReminders, scheduleReminders } from './reminders';
import { type Kit, makeMeeting, meetingKit, register } from './test-kit';
import { loginAs } from '../../test/app';

let k: Kit;
beforeAll(async () => {
  k = await meetingKit();
});
afterAll(() => k.t.close());

const messagesOf = (userId: number) => k.t.deps.db.select().from(userMessages).where(eq(userMessages.userId, userId));
const now = () => k.t.clock.now();

async function draftFor(userId: number, meetingId: number, status = 'draft') {
  await k.t.deps.db
    .insert(papers)
    .values({ meetingId, userId, title: 't', status, createdAt: now(), updatedAt: now() });
}

it('reminds a draft whose deadline is within 3 days, once, in both languages', async () => {
  const u = await createUser(k.t.deps.db);
  // Deadline day 2026-03-12 ends at 2026-03-12T16:00Z: 56 hours after the clock.
  const near = await makeMeeting(k.t.deps.db, { submitDeadline: '2026-03-12' });
  const far = await makeMeeting(k.t.deps.db, { submitDeadline: '2026-03-20' });
  const done = await makeMeeting(k.t.deps.db, { submitDeadline: '2026-03-11' });
  await draftFor(u.id, near.meeting.id);
  await draftFor(u.id, far.meeting.id);
  await draftFor(u.id, done.meeting.id, 'submitted');
  await runReminders(k.t.deps.db, now());
  await runReminders(k.t.deps.db, now());
  const msgs = await messagesOf(u.id);
  expect(msgs).toHaveLength(1);
  expect(msgs[0]).toMatchObject({
    kind: 'paperDeadline',
    title: '投稿截止提醒',
    titleEn: 'Submission deadline reminder',
    read: false,
  });
  expect(msgs[0]!.body).toContain('2026-03-12 23:59（北京时间）');
  expect(msgs[0]!.bodyEn).toContain(near.meeting.titleEn);
  // Two days on, the far deadline is within 3 days too.
  k.t.clock.set('2026-03-18T00:00:00Z');
  expect(await runReminders(k.t.deps.db, now())).toBeGreaterThanOrEqual(1);
  expect(await messagesOf(u.id)).toHaveLength(2);
  // Past the deadline there is nothing left to remind.
  k.t.clock.set('2026-03-21T00:00:00Z');
  await runReminders(k.t.deps.db, now());
  expect(await messagesOf(u.id)).toHaveLength(2);
  k.t.clock.set('2026-03-10T08:00:00Z');
});

it('reminds a registration whose meeting starts within a day, not a cancelled one', async () => {
  const u = await createUser(k.t.deps.db);
  const cookie = await loginAs(k.t, u.phone!);
  const tomorrow = await makeMeeting(k.t.deps.db, { startDate: '2026-03-11', endDate: '2026-03-12' });
  const later = await makeMeeting(k.t.deps.db, { startDate: '2026-03-13', endDate: '2026-03-14' });
  await register(k.t, cookie, tomorrow.meeting.id, tomorrow.cats[1]!.id);
  const cancelled = await register(k.t, cookie, later.meeting.id, later.cats[0]!.id);
  await runReminders(k.t.deps.db, now());
  const msgs = await messagesOf(u.id);
  expect(msgs.map((m) => m.kind)).toEqual(['meetingStart']);
  expect(msgs[0]!.bodyEn).toContain('opens on 2026-03-11');
  await k.t.call(`/service/business/pay/register/${cancelled.data.orderId}/cancel`, {}, { cookie });
  const [reg] = await k.t.deps.db.select().from(registrations).where(eq(registrations.orderId, cancelled.data.orderId));
  expect(reg!.active).toBe(false);
  k.t.clock.set('2026-03-12T08:00:00Z');
  await runReminders(k.t.deps.db, now());
  expect(await messagesOf(u.id)).toHaveLength(1);
  k.t.clock.set('2026-03-10T08:00:00Z');
});

it('runs when the server is ready and stops its timer on close', async () => {
  const u = await createUser(k.t.deps.db);
  const m = await makeMeeting(k.t.deps.db, { submitDeadline: '2026-03-11' });
  await draftFor(u.id, m.meeting.id);
  const setSpy = vi.spyOn(globalThis, 'setInterval');
  const clearSpy = vi.spyOn(globalThis, 'clearInterval');
  const app = Fastify();
  scheduleReminders(app, k.t.deps);
  await app.ready();
  expect(await messagesOf(u.id)).toHaveLength(1);
  const timer = setSpy.mock.results.at(-1)?.value;
  expect(setSpy.mock.calls.at(-1)?.[1]).toBe(3_600_000);
  await app.close();
  expect(clearSpy).toHaveBeenCalledWith(timer);
  setSpy.mockRestore();
  clearSpy.mockRestore();
});
