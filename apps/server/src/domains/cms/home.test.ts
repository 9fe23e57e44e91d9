import { Code } from '@app/contract/codes';
import { HOME_NEWS_PER_CATEGORY } from '@app/contract/constants';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ARTICLES_PER_CATEGORY } from '../../db/seed/demo';
import { createTestApp, type TestApp } from '../../test/app';
import { HOME_CACHE_TTL_MS, invalidateHomeCache } from './home-service';
import { cmsArticles, cmsCategories } from './schema';

const HOME = '/service/home/load/v3';
const EN = { cookie: 'lang=en' };
const CJK = /[\u4e00-\u9fff]/;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
});
afterAll(() => t.close());

const isoTimestamp = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;
const isoDate = /^\d{4}-\d\d-\d\d$/;

describe('home load', () => {
  it('lists the menu categories in order, each with its total and first 10 articles newest first', async () => {
    const r = await t.call(HOME);
    expect(r.code).toBe(0);
    const cats = await t.deps.db.select().from(cmsCategories).orderBy(cmsCategories.sort);
    expect(r.data.cms_head.map((c: { id: number }) => c.id)).toEqual(cats.map((c) => c.id));
    for (const head of r.data.cms_head) {
      // The seed writes 12 per category and language: the home shows 10 of them (spec §9).
      expect(head.total).toBe(ARTICLES_PER_CATEGORY);
      expect(head.list).toHaveLength(HOME_NEWS_PER_CATEGORY);
      const dates = head.list.map((a: { publishedAt: string }) => a.publishedAt);
      expect(dates).toEqual([...dates].sort().reverse());
      for (const a of head.list) {
        expect(a.categoryId).toBe(head.id);
        expect(a.publishedAt).toMatch(isoTimestamp);
        expect(a).not.toHaveProperty('content');
      }
    }
    expect(r.data.cms_head[0].name).toBe('学术资讯');
  });

  it('the 10 listed are the newest of the category', async () => {
    const r = await t.call(HOME);
    const head = r.data.cms_head[0];
    const rows = await t.deps.db
      .select({ id: cmsArticles.id, at: cmsArticles.publishedAt })
      .from(cmsArticles)
      .where(and(eq(cmsArticles.categoryId, head.id), eq(cmsArticles.lang, 'zh')));
    const newest = rows.sort((a, b) => b.at.getTime() - a.at.getTime()).slice(0, 10);
    expect(head.list.map((a: { id: number }) => a.id)).toEqual(newest.map((a) => a.id));
  });

  it('fills every section with well-formed entries', async () => {
    const d = (await t.call(HOME)).data;
    expect(d.cms_top.length).toBeGreaterThan(0);
    expect(d.cms_hot.length).toBeGreaterThan(0);
    const views = d.cms_hot.map((a: { views: number }) => a.views);
    expect(views).toEqual([...views].sort((a, b) => b - a));
    expect(d.meetings.length).toBeGreaterThan(0);
    const today = t.clock.now().toISOString().slice(0, 10);
    for (const m of d.meetings) {
      expect(m.endDate >= today).toBe(true);
      expect(m.startDate).toMatch(isoDate);
    }
    // Pinned meetings first.
    const tops = d.meetings.map((m: { isTop: boolean }) => m.isTop);
    expect(tops).toEqual([...tops].sort((a, b) => Number(b) - Number(a)));
    expect(d.journals.length).toBeGreaterThan(0);
    expect(d.databases.length).toBeGreaterThan(0);
    expect(d.talents.tops.every((x: { isTop: boolean }) => x.isTop)).toBe(true);
    expect(d.talents.list.length).toBeGreaterThan(0);
    expect(d.talents.home.length).toBeGreaterThan(0);
    expect(d.mentors.length).toBeGreaterThan(0);
    expect(d.tasks.length).toBeGreaterThan(0);
    for (const task of d.tasks) expect(task.deadline >= today).toBe(true);
    // Codes are shown as labels (decision 008).
    expect(d.mentors[0].field).toMatch(CJK);
    expect(d.tasks[0].taskType).toMatch(CJK);
  });

  it('speaks English with lang=en: English articles, titles and labels', async () => {
    const d = (await t.call(HOME, {}, EN)).data;
    expect(d.cms_head[0].name).toBe('Academic news');
    expect(d.cms_head[0].total).toBe(ARTICLES_PER_CATEGORY);
    for (const head of d.cms_head) for (const a of head.list) expect(a.title).not.toMatch(CJK);
    for (const m of d.meetings) {
      expect(m.title).not.toMatch(CJK);
      expect(m.city).not.toMatch(CJK);
      expect(m.field).not.toMatch(CJK);
    }
    for (const task of d.tasks) expect(`${task.title}${task.taskType}${task.field}${task.language}`).not.toMatch(CJK);
    for (const m of d.mentors) expect(`${m.name}${m.title}${m.institution}${m.field}`).not.toMatch(CJK);
    expect(d.talents.list[0].company).not.toMatch(CJK);
    // ?lang= wins over the cookie.
    const zh = (await t.call(`${HOME}?lang=zh`, {}, EN)).data;
    expect(zh.cms_head[0].name).toBe('学术资讯');
  });

  it('refuses unknown fields', async () => {
    const r = await t.call(HOME, { foo: '1' });
    expect(r.code).toBe(Code.INVALID_INPUT);
    expect(r.data.field).toBe('foo');
  });
});

describe('home cache', () => {
  const addArticle = async (title: string) => {
    const head = (await t.call(HOME)).data.cms_head[0];
    const now = new Date(t.clock.now().getTime() + 60_000);
    await t.deps.db.insert(cmsArticles).values({
      categoryId: head.id,
      lang: 'zh',
      title,
      content: '<p>x</p>',
      publishedAt: now,
      updatedAt: now,
    });
    return head.id as number;
  };
  const firstTitle = async () => (await t.call(HOME)).data.cms_head[0].list[0].title as string;

  it('serves the cached payload until invalidated', async () => {
    await t.call(HOME);
    await addArticle('缓存测试一');
    expect(await firstTitle()).not.toBe('缓存测试一');
    invalidateHomeCache();
    expect(await firstTitle()).toBe('缓存测试一');
    const head = (await t.call(HOME)).data.cms_head[0];
    const [n] = await t.deps.db
      .select({ n: count() })
      .from(cmsArticles)
      .where(and(eq(cmsArticles.categoryId, head.id), eq(cmsArticles.lang, 'zh')));
    expect(head.total).toBe(n!.n);
    expect(head.list).toHaveLength(HOME_NEWS_PER_CATEGORY);
  });

  it('after the TTL answers the stale payload once while it rebuilds, then the new one', async () => {
    t.clock.advance(120_000);
    await t.call(HOME);
    await t.call(HOME, {}, EN);
    await vi.waitFor(async () => expect(await firstTitle()).toBe('缓存测试一'));
    await addArticle('缓存测试二');
    t.clock.advance(HOME_CACHE_TTL_MS - 1000);
    expect(await firstTitle()).toBe('缓存测试一');
    t.clock.advance(2000);
    // Stale-while-revalidate: nobody waits for the queries at expiry.
    expect(await firstTitle()).toBe('缓存测试一');
    await vi.waitFor(async () => expect(await firstTitle()).toBe('缓存测试二'));
  });

  it('after an invalidation waits for the new build, even while a stale rebuild runs', async () => {
    t.clock.advance(HOME_CACHE_TTL_MS * 2);
    await t.call(HOME); // stale: starts a background rebuild
    await addArticle('缓存测试三');
    invalidateHomeCache();
    expect(await firstTitle()).toBe('缓存测试三');
  });

  it('keeps each language apart', async () => {
    invalidateHomeCache();
    const zh = (await t.call(HOME)).data;
    const en = (await t.call(HOME, {}, EN)).data;
    expect(zh.cms_head[0].list[0].id).not.toBe(en.cms_head[0].list[0].id);
  });
});

describe('article main', () => {
  it('gives the menu categories with totals and the top articles', async () => {
    const r = await t.call('/service/cms/article/main/v1', {}, EN);
    expect(r.code).toBe(0);
    expect(r.data.categories[0]).toEqual({
      id: expect.any(Number),
      code: 'news',
      name: 'Academic news',
      total: expect.any(Number),
    });
    expect(r.data.categories[0]).not.toHaveProperty('list');
    expect(r.data.top.length).toBeGreaterThan(0);
    for (const a of r.data.top) expect(a.title).not.toMatch(CJK);
    expect((await t.call('/service/cms/article/main/v1', { x: 1 })).code).toBe(Code.INVALID_INPUT);
  });
});
