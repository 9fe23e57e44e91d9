import { randomBytes } from 'node:crypto';
import { count } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { createTestApp, loginAs, type TestApp } from '../../test/app';
import { createUser } from '../../test/factories';
import { meetings } from '../cms/schema';
import { uploads } from '../common/schema';
import { meetingCategories, meetingSettings } from './schema';

/** For issue 3's tests: an app with a staff member and two ordinary users signed in. */
export interface Kit {
  t: TestApp;
  staff: string;
  alice: string;
  bob: string;
  aliceId: number;
  bobId: number;
}

export async function meetingKit(opts: { seed?: boolean } = {}): Promise<Kit> {
  const t = await createTestApp({ seed: opts.seed ?? false });
  const [s, a, b] = [
    await createUser(t.deps.db, { role: 'staff' }),
    await createUser(t.deps.db, { nickname: 'Alice' }),
    await createUser(t.deps.db, { nickname: 'Bob' }),
  ];
  return {
    t,
    staff: await loginAs(t, s.phone!),
    alice: await loginAs(t, a.phone!),
    bob: await loginAs(t, b.phone!),
    aliceId: a.id,
    bobId: b.id,
  };
}

let n = 0;
const at = (s: string) => new Date(s);

/**
 * A meeting with settings and categories. Defaults (the test clock is 2026-03-10T08:00Z):
 * meeting 2026-04-20..22, registration and submission open now, deadline 2026-04-01 end of day.
 */
export async function makeMeeting(
  db: Db,
  over: {
    startDate?: string;
    endDate?: string;
    submitDeadline?: string | null;
    settings?: Partial<typeof meetingSettings.$inferInsert> | null;
    categories?: { name?: string; feeFen: number; capacity?: number | null }[];
  } = {},
) {
  n += 1;
  const [m] = await db
    .insert(meetings)
    .values({
      code: `T${n}${randomBytes(3).toString('hex')}`,
      title: `测试会议${n}`,
      titleEn: `Test Conference ${n}`,
      field: 'ai',
      city: '北京',
      cityEn: 'Beijing',
      startDate: over.startDate ?? '2026-04-20',
      endDate: over.endDate ?? '2026-04-22',
      submitDeadline: over.submitDeadline === undefined ? '2026-04-01' : over.submitDeadline,
      cover: '/media/gen/cover/1.svg',
      description: '会议简介',
      descriptionEn: 'About the conference',
    })
    .returning();
  const meeting = m!;
  if (over.settings !== null)
    await db.insert(meetingSettings).values({ meetingId: meeting.id, updatedAt: at('2026-01-01'), ...over.settings });
  const cats = await db
    .insert(meetingCategories)
    .values(
      (over.categories ?? [{ feeFen: 120_000 }, { name: 'free', feeFen: 0 }]).map((c, sort) => ({
        meetingId: meeting.id,
        name: c.name ?? `类别${sort}`,
        nameEn: c.name ?? `Category ${sort}`,
        feeFen: c.feeFen,
        capacity: c.capacity ?? null,
        sort,
      })),
    )
    .returning();
  return { meeting, cats };
}

/** An upload row of type `paper` for a user (the file itself is not needed by the paper calls). */
export async function makePaperUpload(db: Db, userId: number, size = 1000) {
  const id = randomBytes(16).toString('hex');
  await db.insert(uploads).values({
    id,
    userId,
    type: 'paper',
    originalName: 'paper.pdf',
    mime: 'application/pdf',
    size,
    createdAt: new Date('2026-03-01T00:00:00Z'),
  });
  return id;
}

export const countRows = async (db: Db, table: PgTable) => (await db.select({ n: count() }).from(table))[0]!.n;

/** Registers `cookie` for a meeting's category through the API. */
export async function register(t: TestApp, cookie: string, meetingId: number, categoryId: number, over = {}) {
  return t.call(
    '/service/business/order/register/create',
    {
      meetingId,
      categoryId,
      name: '王小明',
      countryCode: '86',
      phone: '13912345678',
      email: 'xm@example.com',
      unit: '北京大学',
      ...over,
    },
    { cookie },
  );
}
