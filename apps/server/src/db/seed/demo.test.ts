import { count, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../client';
import { createTestDb } from '../../test/app';
import { verifyPassword } from '../../domains/passport/password';
import {
  cmsArticles,
  cmsCategories,
  cmsPics,
  experts,
  journals,
  literature,
  meetings,
  mentors,
  recruits,
  tasks,
  users,
} from '../schema';
import { ARTICLES_PER_CATEGORY, DEMO_PASSWORD, DEMO_PHONES, seedDemo } from './demo';

const NOW = new Date('2026-03-10T08:00:00Z');
const opts = { scryptCost: 1024, now: NOW };
const TABLES = {
  cmsArticles,
  cmsCategories,
  cmsPics,
  experts,
  journals,
  literature,
  meetings,
  mentors,
  recruits,
  tasks,
  users,
};

let database: Database;

beforeEach(async () => {
  database = await createTestDb();
});

afterEach(() => database.close());

async function counts() {
  const out: Record<string, number> = {};
  for (const [name, table] of Object.entries(TABLES)) {
    const [row] = await database.db.select({ n: count() }).from(table);
    out[name] = row?.n ?? 0;
  }
  return out;
}

describe('seedDemo', () => {
  it('fills every list of the site', async () => {
    expect(await seedDemo(database.db, opts)).toBe(true);
    const n = await counts();
    expect(n.meetings).toBeGreaterThanOrEqual(30);
    expect(n.journals).toBeGreaterThanOrEqual(40);
    expect(n.cmsArticles).toBeGreaterThanOrEqual(60);
    expect(n.literature).toBeGreaterThanOrEqual(30);
    expect(n.recruits).toBeGreaterThanOrEqual(20);
    expect(n.mentors).toBeGreaterThanOrEqual(12);
    expect(n.experts).toBeGreaterThanOrEqual(20);
    expect(n.tasks).toBeGreaterThanOrEqual(24);
    expect(n.cmsCategories).toBeGreaterThanOrEqual(8);

    const perCategory = await database.db
      .select({ categoryId: cmsArticles.categoryId, lang: cmsArticles.lang, n: count() })
      .from(cmsArticles)
      .groupBy(cmsArticles.categoryId, cmsArticles.lang);
    expect(perCategory).toHaveLength((n.cmsCategories ?? 0) * 2);
    for (const row of perCategory) expect(row.n).toBeGreaterThanOrEqual(Math.max(10, ARTICLES_PER_CATEGORY));

    const sci = await database.db.select({ n: count() }).from(journals).where(eq(journals.sciService, true));
    expect(sci[0]?.n).toBeGreaterThanOrEqual(20);
  });

  it('creates the three demo accounts', async () => {
    await seedDemo(database.db, opts);
    const rows = await database.db.select().from(users);
    const byPhone = (p: string) => rows.find((u) => u.phone === p);
    const user = byPhone(DEMO_PHONES.user);
    const reviewer = byPhone(DEMO_PHONES.reviewer);
    const staff = byPhone(DEMO_PHONES.staff);
    expect(user).toMatchObject({ countryCode: '86', role: 'user', nickname: '演示用户', email: 'demo0@example.com' });
    expect(reviewer).toMatchObject({ role: 'user', reader: 1, authentication: 1, certificates: ['reviewer'] });
    expect(reviewer?.email).toBe('demo1@example.com');
    expect(staff).toMatchObject({ role: 'staff', nickname: '平台运营', email: 'staff@example.com' });
    expect(await verifyPassword(DEMO_PASSWORD, user?.passwordHash ?? '')).toBe(true);
    expect(await verifyPassword('wrong-password', user?.passwordHash ?? '')).toBe(false);
  });

  it('keeps content local, dated around now and free of placeholder text', async () => {
    await seedDemo(database.db, opts);
    const arts = await database.db.select().from(cmsArticles);
    const earliest = NOW.getTime() - 60 * 86_400_000;
    for (const a of arts) {
      expect(a.publishedAt.getTime()).toBeGreaterThanOrEqual(earliest);
      expect(a.publishedAt.getTime()).toBeLessThanOrEqual(NOW.getTime());
      expect(a.cover).toMatch(/^\/media\/gen\/cover\/\d+\.png$/);
    }
    expect(new Set(arts.map((a) => a.title)).size).toBe(arts.length);
    const pics = await database.db.select().from(cmsPics);
    for (const lang of ['zh', 'en']) {
      const slot = (s: string) => pics.filter((p) => p.slot === s && p.lang === lang);
      expect(slot('home_banner')).toHaveLength(4);
      expect(slot('home_ad')).toHaveLength(2);
      expect(slot('show_rightM').map((p) => p.link)).toEqual(['/activity/topup']);
    }
    const all = JSON.stringify([
      arts,
      pics,
      await database.db.select().from(meetings),
      await database.db.select().from(journals),
    ]);
    expect(all).not.toMatch(/lorem ipsum|coming soon/i);
    expect(all).not.toMatch(/https?:\/\/(?!journals\.example\.org\/)/);
  });

  it('is reproducible', async () => {
    await seedDemo(database.db, opts);
    const first = await database.db.select().from(meetings).orderBy(meetings.id);
    const other = await createTestDb();
    try {
      await seedDemo(other.db, opts);
      const second = await other.db.select().from(meetings).orderBy(meetings.id);
      expect(second).toEqual(first);
    } finally {
      await other.close();
    }
  });

  it('does nothing when users exist', async () => {
    expect(await seedDemo(database.db, opts)).toBe(true);
    const before = await counts();
    expect(await seedDemo(database.db, opts)).toBe(false);
    expect(await counts()).toEqual(before);
  });
});
