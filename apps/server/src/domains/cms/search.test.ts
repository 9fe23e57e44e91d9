import { Code } from '@app/contract/codes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { containsPattern } from './paging';
import { cmsArticles, cmsCategories, journals } from './schema';

const SEARCH = '/service/cms/search';
const EN = { cookie: 'lang=en' };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
  const base = {
    subject: 'ai',
    partition: 'Q1',
    indexType: 'SCI',
    impactFactor: 1000,
    reviewCycle: '约1个月',
    reviewCycleEn: '1 month',
    cover: '/c.svg',
  };
  await t.deps.db.insert(journals).values([
    { ...base, name: 'Growth 100% Letters', issn: '1111-1111' },
    { ...base, name: 'Growth 1000 Letters', issn: '2222-2222' },
    { ...base, name: 'Snake_case Review', issn: '3333-3333' },
    { ...base, name: 'SnakeXcase Review', issn: '4444-4444' },
    { ...base, name: 'Back\\slash Studies', issn: '5555-5555' },
  ]);
});
afterAll(() => t.close());

const names = (r: { data: { journals: { list: { name: string }[] } } }) =>
  r.data.journals.list.map((j) => j.name).sort();

describe('containsPattern', () => {
  it('escapes the LIKE wildcards and the escape character', () => {
    expect(containsPattern('100%')).toBe('%100\\%%');
    expect(containsPattern('a_b')).toBe('%a\\_b%');
    expect(containsPattern('a\\b')).toBe('%a\\\\b%');
    expect(containsPattern('plain')).toBe('%plain%');
  });
});

describe('compSearch', () => {
  it('treats % and _ in the keyword literally', async () => {
    expect(names(await t.call(SEARCH, { keyword: '100%', type: 'journal' }))).toEqual(['Growth 100% Letters']);
    expect(names(await t.call(SEARCH, { keyword: 'Snake_case', type: 'journal' }))).toEqual(['Snake_case Review']);
    expect(names(await t.call(SEARCH, { keyword: 'back\\slash', type: 'journal' }))).toEqual(['Back\\slash Studies']);
    expect((await t.call(SEARCH, { keyword: '%' })).data.journals.list.map((j: { name: string }) => j.name)).toEqual([
      'Growth 100% Letters',
    ]);
    expect((await t.call(SEARCH, { keyword: '_' })).data.journals.total).toBe(1);
  });

  it('searches all three sections, each paged on its own', async () => {
    const r = await t.call(SEARCH, { keyword: 'growth', pageSize: 1 });
    expect(r.code).toBe(0);
    expect(r.data.journals).toMatchObject({ total: 2, page: 1, pageSize: 1 });
    expect(r.data.journals.list).toHaveLength(1);
    const ai = await t.call(SEARCH, { keyword: '人工智能', pageSize: 2 });
    expect(ai.data.meetings.total).toBeGreaterThan(0);
    expect(ai.data.articles.total).toBeGreaterThan(2);
    expect(ai.data.articles.list).toHaveLength(2);
    const page2 = await t.call(SEARCH, { keyword: '人工智能', pageSize: 2, page: 2 });
    expect(page2.data.articles.list[0].id).not.toBe(ai.data.articles.list[0].id);
  });

  it('matches meetings in either language and articles in the reader language only', async () => {
    const zh = await t.call(SEARCH, { keyword: 'Robotics', type: 'meeting' });
    expect(zh.data.meetings.total).toBe(1);
    expect(zh.data.meetings.list[0].title).toContain('人工智能与机器人');
    const now = t.clock.now();
    const [cat] = await t.deps.db.select().from(cmsCategories).limit(1);
    await t.deps.db.insert(cmsArticles).values([
      {
        categoryId: cat!.id,
        lang: 'en',
        title: 'Quasar findings',
        summary: 's',
        content: 'c',
        publishedAt: now,
        updatedAt: now,
      },
      {
        categoryId: cat!.id,
        lang: 'zh',
        title: '类星体',
        summary: 'about Quasar',
        content: 'c',
        publishedAt: now,
        updatedAt: now,
      },
      {
        categoryId: cat!.id,
        lang: 'en',
        title: 'Draft quasar',
        content: 'c',
        published: false,
        publishedAt: now,
        updatedAt: now,
      },
    ]);
    const en = await t.call(SEARCH, { keyword: 'quasar', type: 'article' }, EN);
    expect(en.data.articles.list.map((a: { title: string }) => a.title)).toEqual(['Quasar findings']);
    const zhArticles = await t.call(SEARCH, { keyword: 'quasar', type: 'article' });
    expect(zhArticles.data.articles.list.map((a: { title: string }) => a.title)).toEqual(['类星体']);
  });

  it('type limits the search; the other sections are empty pages', async () => {
    const r = await t.call(SEARCH, { keyword: '人工智能', type: 'meeting', page: 2, pageSize: 5 });
    expect(r.data.meetings.total).toBeGreaterThan(0);
    expect(r.data.journals).toEqual({ list: [], total: 0, page: 2, pageSize: 5 });
    expect(r.data.articles).toEqual({ list: [], total: 0, page: 2, pageSize: 5 });
  });

  it('refuses missing, blank, oversize and unknown input', async () => {
    const cases: Record<string, unknown>[] = [
      {},
      { keyword: '   ' },
      { keyword: 'x'.repeat(51) },
      { keyword: 'x', type: 'people' },
      { keyword: 'x', pageSize: 0 },
      { keyword: 'x', page: 10001 },
      { keyword: 'x', q: 'y' },
    ];
    for (const body of cases) expect((await t.call(SEARCH, body)).code, JSON.stringify(body)).toBe(Code.INVALID_INPUT);
    const missing = await t.call(SEARCH, {});
    expect(missing.data.field).toBe('keyword');
    expect(missing.codeMsg).toBe('请填写关键词');
    expect((await t.call(SEARCH, {}, EN)).codeMsg).toBe('Please fill in Keyword');
  });
});
