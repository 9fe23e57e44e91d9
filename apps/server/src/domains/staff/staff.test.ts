import { Code } from '@app/contract/codes';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loginAs, type TestApp } from '../../test/app';
import { invalidateHomeCache } from '../cms/home-service';
import { cmsArticles, cmsCategories } from '../cms/schema';
import { listArticles } from './articles';
import { rowCount, staffApp, USER_PHONE } from './test-setup';

// Spy on the home cache drop while keeping the real one working for the public calls.
vi.mock('../cms/home-service', async (importOriginal) => {
  const real = await importOriginal<typeof import('../cms/home-service')>();
  return { ...real, invalidateHomeCache: vi.fn(real.invalidateHomeCache) };
});

const P = '/service/staff/cms/article';
let t: TestApp;
let staff: string;
let user: string;
let categoryId: number;

beforeAll(async () => {
  ({ t, staff } = await staffApp());
  user = await loginAs(t, USER_PHONE);
  categoryId = (await t.deps.db.select().from(cmsCategories).limit(1))[0]!.id;
});
afterAll(() => t.close());
beforeEach(() => vi.mocked(invalidateHomeCache).mockClear());

const articleCount = () => rowCount(t, cmsArticles);
const save = (body: Record<string, unknown>, cookie = staff) => t.call(`${P}/save`, body, { cookie, json: true });
const draft = (over: Record<string, unknown> = {}) => ({
  categoryId,
  lang: 'zh',
  title: '测试文章',
  summary: '摘要',
  content: '<p>正文</p>',
  author: '作者',
  source: '来源',
  ...over,
});

describe('staff access', () => {
  it('answers 1001 to a visitor and 1003 to an ordinary user, writing nothing', async () => {
    const before = await articleCount();
    expect((await t.call(`${P}/list`)).code).toBe(Code.NOT_LOGGED_IN);
    expect((await t.call(`${P}/list`, {}, { cookie: user })).code).toBe(Code.FORBIDDEN);
    expect((await save(draft(), '')).code).toBe(Code.NOT_LOGGED_IN);
    expect((await save(draft(), user)).code).toBe(Code.FORBIDDEN);
    expect((await t.call(`${P}/delete/1`, {}, { cookie: user })).code).toBe(Code.FORBIDDEN);
    expect(await articleCount()).toBe(before);
    expect(invalidateHomeCache).not.toHaveBeenCalled();
  });
});

describe('staff articles', () => {
  it('lists both languages with paging, keyword and category filters', async () => {
    const all = await t.call(`${P}/list`, { pageSize: 5 }, { cookie: staff });
    expect(all.code).toBe(0);
    expect(all.data.total).toBe(await articleCount());
    expect(all.data.list).toHaveLength(5);
    expect(new Set(all.data.list.map((a: { lang: string }) => a.lang)).size).toBeGreaterThanOrEqual(1);
    const page2 = await t.call(`${P}/list`, { pageSize: 5, page: 2 }, { cookie: staff });
    expect(page2.data.list[0].id).not.toBe(all.data.list[0].id);
    const byCat = await t.call(`${P}/list`, { categoryId, pageSize: 100 }, { cookie: staff });
    expect(byCat.data.list.every((a: { categoryId: number }) => a.categoryId === categoryId)).toBe(true);
    expect(new Set(byCat.data.list.map((a: { lang: string }) => a.lang))).toEqual(new Set(['zh', 'en']));
    const first = all.data.list[0].title as string;
    const byWord = await t.call(`${P}/list`, { keyword: first.slice(0, 6) }, { cookie: staff });
    expect(byWord.data.list.map((a: { title: string }) => a.title)).toContain(first);
    const none = await t.call(`${P}/list`, { keyword: '%_无此标题_%' }, { cookie: staff });
    expect(none.data.total).toBe(0);
  });

  it('filters by article language in the service', async () => {
    const en = await listArticles(t.deps.db, { page: 1, pageSize: 100, lang: 'en' });
    expect(en.total).toBeGreaterThan(0);
    expect(en.list.every((a) => a.lang === 'en')).toBe(true);
  });

  it('stores article HTML without script, event handlers or javascript: links', async () => {
    const evil = '<script>alert(1)</script><img src=x onerror=alert(1)><a href="javascript:alert(1)">x</a><p>ok</p>';
    const r = await save(draft({ content: evil, title: '<b>安全</b><script>x</script>标题', author: '<i>A</i>' }));
    expect(r.code).toBe(0);
    const [row] = await t.deps.db.select().from(cmsArticles).where(eq(cmsArticles.id, r.data.id));
    expect(row!.content).not.toMatch(/<script|onerror|javascript:/i);
    expect(row!.content).toContain('<p>ok</p>');
    expect(row!.title).toBe('安全标题');
    expect(row!.author).toBe('A');
    expect(row!.publishedAt.toISOString()).toBe(t.clock.now().toISOString());
    expect(invalidateHomeCache).toHaveBeenCalledTimes(1);
  });

  it('edits an article: the public details call then shows the new text', async () => {
    const { data } = await save(draft({ title: '旧标题' }));
    const created = (await t.call(`${P}/get/${data.id}`, {}, { cookie: staff })).data;
    t.clock.advance(60_000);
    const r = await save(draft({ id: data.id, title: '新标题', content: '<h2>新内容</h2>', lang: 'en', isHot: true }));
    expect(r).toMatchObject({ code: 0, data: { id: data.id } });
    const got = await t.call(`${P}/get/${data.id}`, {}, { cookie: staff });
    expect(got.data).toMatchObject({ title: '新标题', content: '<h2>新内容</h2>', lang: 'en', isHot: true });
    expect(got.data.publishedAt).toBe(created.publishedAt);
    const [row] = await t.deps.db.select().from(cmsArticles).where(eq(cmsArticles.id, data.id));
    expect(row!.updatedAt.getTime()).toBe(t.clock.now().getTime());
    const pub = await t.call(`/service/cms/article/article/details/${data.id}`);
    expect(pub.code).toBe(0);
    expect(pub.data.article).toMatchObject({ title: '新标题', content: '<h2>新内容</h2>' });
  });

  it('writes nothing when a save fails', async () => {
    const before = await articleCount();
    const { data } = await save(draft({ title: '不会被改' }));
    const fails = [
      await save(draft({ categoryId: 99_999_999 })),
      await save(draft({ id: 99_999_999 })),
      await save(draft({ id: data.id, categoryId: 99_999_999, title: '改了' })),
    ];
    expect(fails.map((f) => f.code)).toEqual([Code.NOT_FOUND, Code.NOT_FOUND, Code.NOT_FOUND]);
    const invalid = [
      await save(draft({ title: '' })),
      await save(draft({ title: '<b></b>' })),
      await save(draft({ cover: 'javascript:alert(1)' })),
      await save(draft({ id: data.id, cover: '//evil.example/x.png', title: '改了' })),
      await save(draft({ lang: 'fr' })),
      await save({ ...draft(), views: 5 }),
    ];
    expect(invalid.map((f) => f.code)).toEqual(Array(invalid.length).fill(Code.INVALID_INPUT));
    expect(await articleCount()).toBe(before + 1);
    const [row] = await t.deps.db.select().from(cmsArticles).where(eq(cmsArticles.id, data.id));
    expect(row!.title).toBe('不会被改');
    expect(invalidateHomeCache).toHaveBeenCalledTimes(1);
  });

  it('deletes an article once', async () => {
    const { data } = await save(draft());
    const before = await articleCount();
    expect((await t.call(`${P}/delete/${data.id}`, {}, { cookie: staff })).code).toBe(0);
    expect(await articleCount()).toBe(before - 1);
    expect((await t.call(`${P}/get/${data.id}`, {}, { cookie: staff })).code).toBe(Code.NOT_FOUND);
    expect((await t.call(`${P}/delete/${data.id}`, {}, { cookie: staff })).code).toBe(Code.NOT_FOUND);
  });
});
