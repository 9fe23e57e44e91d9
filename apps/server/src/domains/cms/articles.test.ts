import { Code } from '@app/contract/codes';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ARTICLES_PER_CATEGORY } from '../../db/seed/demo';
import { createTestApp, type TestApp } from '../../test/app';
import { cmsArticles, cmsCategories } from './schema';

const EN = { cookie: 'lang=en' };
const CJK = /[\u4e00-\u9fff]/;
const category = (id: number | string) => `/service/cms/v2/category/${id}`;
const details = (id: number | string) => `/service/cms/article/article/details/${id}`;

let t: TestApp;
let catIds: number[];
beforeAll(async () => {
  t = await createTestApp({ seed: true });
  catIds = (await t.deps.db.select().from(cmsCategories).orderBy(cmsCategories.sort)).map((c) => c.id);
});
afterAll(() => t.close());

async function insertArticle(over: Partial<typeof cmsArticles.$inferInsert> = {}) {
  const now = t.clock.now();
  const [a] = await t.deps.db
    .insert(cmsArticles)
    .values({
      categoryId: catIds[1]!,
      lang: 'zh',
      title: '测试文章',
      content: '<p>正文</p>',
      publishedAt: now,
      updatedAt: now,
      ...over,
    })
    .returning();
  return a!;
}

describe('category articles', () => {
  it('pages a category with its total, newest first, in the reader language', async () => {
    const id = catIds[0]!;
    const p1 = await t.call(category(id), { page: 1, pageSize: 5 });
    expect(p1.code).toBe(0);
    expect(p1.data).toMatchObject({ total: ARTICLES_PER_CATEGORY, page: 1, pageSize: 5 });
    expect(p1.data.category).toMatchObject({ id, code: 'news', name: '学术资讯', total: ARTICLES_PER_CATEGORY });
    expect(p1.data.list).toHaveLength(5);
    const p3 = await t.call(category(id), { page: 3, pageSize: 5 });
    expect(p3.data.list).toHaveLength(ARTICLES_PER_CATEGORY - 10);
    const all = [...p1.data.list, ...(await t.call(category(id), { page: 2, pageSize: 5 })).data.list, ...p3.data.list];
    expect(new Set(all.map((a) => a.id)).size).toBe(ARTICLES_PER_CATEGORY);
    const dates = all.map((a) => a.publishedAt);
    expect(dates).toEqual([...dates].sort().reverse());
    const beyond = await t.call(category(id), { page: 9 });
    expect(beyond.data).toMatchObject({ list: [], total: ARTICLES_PER_CATEGORY, page: 9, pageSize: 10 });
    const en = await t.call(category(id), {}, EN);
    expect(en.data.category.name).toBe('Academic news');
    for (const a of en.data.list) expect(a.title).not.toMatch(CJK);
  });

  it('"all" lists every category with no category object', async () => {
    const r = await t.call(category('all'), { pageSize: 100 });
    const [n] = await t.deps.db
      .select({ n: count() })
      .from(cmsArticles)
      .where(and(eq(cmsArticles.lang, 'zh'), eq(cmsArticles.published, true)));
    expect(r.data.total).toBe(n!.n);
    expect(r.data.category).toBeNull();
    expect(new Set(r.data.list.map((a: { categoryId: number }) => a.categoryId)).size).toBeGreaterThan(1);
  });

  it('hides unpublished articles from lists and totals', async () => {
    const hidden = await insertArticle({ published: false, publishedAt: new Date(t.clock.now().getTime() + 1000) });
    const r = await t.call(category(catIds[1]!), { pageSize: 100 });
    expect(r.data.total).toBe(ARTICLES_PER_CATEGORY);
    expect(r.data.list.some((a: { id: number }) => a.id === hidden.id)).toBe(false);
  });

  it('answers 3001 for an unknown category and 2001 for bad input', async () => {
    expect((await t.call(category(999999))).code).toBe(Code.NOT_FOUND);
    for (const [path, body] of [
      [category('abc'), {}],
      [category(0), {}],
      [category(-3), {}],
      [category(1), { page: 0 }],
      [category(1), { page: 'x' }],
      [category(1), { pageSize: 101 }],
      [category(1), { extra: 1 }],
    ] as const) {
      const r = await t.call(path, body);
      expect(r.code, `${path} ${JSON.stringify(body)}`).toBe(Code.INVALID_INPUT);
    }
  });
});

describe('article details', () => {
  it('returns the article with content and counts the view', async () => {
    const a = await insertArticle({ views: 7, author: '作者甲', source: '编辑部' });
    const r = await t.call(details(a.id));
    expect(r.code).toBe(0);
    expect(r.data.article).toMatchObject({
      id: a.id,
      title: '测试文章',
      content: '<p>正文</p>',
      author: '作者甲',
      views: 8,
    });
    expect(r.data.article.categoryName).toBe('会议通知');
    expect(r.data.related).toEqual([]);
    await t.call(details(a.id));
    const [row] = await t.deps.db.select().from(cmsArticles).where(eq(cmsArticles.id, a.id));
    expect(row!.views).toBe(9);
    expect((await t.call(details(a.id), {}, EN)).data.article.categoryName).toBe('Conference notices');
  });

  it('adds up to 5 related articles of the same category and language', async () => {
    const a = await insertArticle({ lang: 'en', title: 'Related test' });
    const r = await t.call(details(a.id), { correlation: '1' });
    expect(r.data.related).toHaveLength(5);
    const ids = r.data.related.map((x: { id: number }) => x.id);
    const rows = await t.deps.db.select().from(cmsArticles);
    for (const id of ids) {
      const row = rows.find((x) => x.id === id)!;
      expect(row.categoryId).toBe(a.categoryId);
      expect(row.lang).toBe('en');
      expect(id).not.toBe(a.id);
    }
    expect((await t.call(details(a.id), { correlation: '0' })).data.related).toEqual([]);
  });

  it('sanitizes the content again on the way out', async () => {
    const a = await insertArticle({
      content: '<p>ok</p><script>alert(1)</script><img src="x" onerror="alert(1)"><a href="javascript:alert(1)">x</a>',
    });
    const html: string = (await t.call(details(a.id))).data.article.content;
    expect(html).toContain('<p>ok</p>');
    expect(html).not.toMatch(/script|onerror|javascript:/i);
  });

  it('answers 3001 for an unpublished or missing article and writes nothing', async () => {
    const a = await insertArticle({ published: false, views: 3 });
    expect((await t.call(details(a.id))).code).toBe(Code.NOT_FOUND);
    expect((await t.call(details(987654))).code).toBe(Code.NOT_FOUND);
    const [row] = await t.deps.db.select().from(cmsArticles).where(eq(cmsArticles.id, a.id));
    expect(row!.views).toBe(3);
  });

  it('refuses bad ids, bad flags and extra fields', async () => {
    expect((await t.call(details('x'))).code).toBe(Code.INVALID_INPUT);
    expect((await t.call(details('1.5'))).code).toBe(Code.INVALID_INPUT);
    expect((await t.call(details(1), { correlation: 'yes' })).code).toBe(Code.INVALID_INPUT);
    const extra = await t.call(details(1), { foo: 'bar' });
    expect(extra.code).toBe(Code.INVALID_INPUT);
    expect(extra.data.field).toBe('foo');
  });
});
