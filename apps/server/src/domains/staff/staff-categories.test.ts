import { Code } from '@app/contract/codes';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs, type TestApp } from '../../test/app';
import { cmsArticles, cmsCategories } from '../cms/schema';
import { rowCount, staffApp, USER_PHONE } from './test-setup';

const P = '/service/staff/cms/category';
let t: TestApp;
let staff: string;

beforeAll(async () => {
  ({ t, staff } = await staffApp());
});
afterAll(() => t.close());

const categoryCount = () => rowCount(t, cmsCategories);
const save = (body: Record<string, unknown>) => t.call(`${P}/save`, body, { cookie: staff, json: true });
const list = async () =>
  (await t.call(`${P}/list`, {}, { cookie: staff })).data as { id: number; code: string; total: number }[];

describe('staff categories', () => {
  it('refuses ordinary users', async () => {
    const user = await loginAs(t, USER_PHONE);
    expect((await t.call(`${P}/list`, {}, { cookie: user })).code).toBe(Code.FORBIDDEN);
    expect((await t.call(`${P}/list`)).code).toBe(Code.NOT_LOGGED_IN);
  });

  it('lists every category with its article total', async () => {
    const cats = await list();
    expect(cats).toHaveLength(await categoryCount());
    for (const c of cats.slice(0, 3)) {
      const [n] = await t.deps.db.select({ n: count() }).from(cmsArticles).where(eq(cmsArticles.categoryId, c.id));
      expect(c.total).toBe(n!.n);
      expect(c.total).toBeGreaterThan(0);
    }
  });

  it('creates, edits and deletes an empty category', async () => {
    const created = await save({ code: 'law-notes', nameZh: '<b>政策</b>解读', nameEn: 'Policy', sort: 9 });
    expect(created.code).toBe(0);
    const mine = (await list()).find((c) => c.id === created.data.id);
    expect(mine).toMatchObject({ code: 'law-notes', nameZh: '政策解读', total: 0, sort: 9, inMenu: true });
    const edited = await save({
      id: created.data.id,
      code: 'law_notes2',
      nameZh: '政策',
      nameEn: 'Policy notes',
      inMenu: false,
    });
    expect(edited.code).toBe(0);
    const [row] = await t.deps.db.select().from(cmsCategories).where(eq(cmsCategories.id, created.data.id));
    expect(row).toMatchObject({ code: 'law_notes2', nameEn: 'Policy notes', inMenu: false });
    expect((await t.call(`${P}/delete/${created.data.id}`, {}, { cookie: staff })).code).toBe(0);
    expect((await list()).some((c) => c.id === created.data.id)).toBe(false);
    expect((await t.call(`${P}/delete/${created.data.id}`, {}, { cookie: staff })).code).toBe(Code.NOT_FOUND);
  });

  it('refuses a taken code with ALREADY_SUBMITTED, on create and on edit', async () => {
    const [first, second] = await list();
    const before = await categoryCount();
    const dup = await save({ code: first!.code, nameZh: '重复', nameEn: 'Duplicate' });
    expect(dup.code).toBe(Code.ALREADY_SUBMITTED);
    expect(await categoryCount()).toBe(before);
    const clash = await save({ id: second!.id, code: first!.code, nameZh: '重复', nameEn: 'Duplicate' });
    expect(clash.code).toBe(Code.ALREADY_SUBMITTED);
    const [row] = await t.deps.db.select().from(cmsCategories).where(eq(cmsCategories.id, second!.id));
    expect(row!.code).toBe(second!.code);
    expect((await save({ code: 'Bad Code!', nameZh: '坏', nameEn: 'Bad' })).code).toBe(Code.INVALID_INPUT);
    expect((await save({ id: 99_999_999, code: 'ghost', nameZh: '无', nameEn: 'None' })).code).toBe(Code.NOT_FOUND);
    expect(await categoryCount()).toBe(before);
  });

  it('refuses to delete a category that still has articles', async () => {
    const full = (await list()).find((c) => c.total > 0)!;
    const r = await t.call(`${P}/delete/${full.id}`, {}, { cookie: staff });
    expect(r.code).toBe(Code.INVALID_STATE);
    expect((await list()).find((c) => c.id === full.id)?.total).toBe(full.total);
  });

  it('shows a renamed category on the cached home page at once', async () => {
    const before = await t.call('/service/home/load/v3');
    const head = before.data.cms_head[0] as { id: number; name: string };
    const [row] = await t.deps.db.select().from(cmsCategories).where(eq(cmsCategories.id, head.id));
    const r = await save({
      id: row!.id,
      code: row!.code,
      nameZh: '改名后的栏目',
      nameEn: row!.nameEn,
      sort: row!.sort,
    });
    expect(r.code).toBe(0);
    const after = await t.call('/service/home/load/v3');
    expect(after.data.cms_head.find((c: { id: number }) => c.id === head.id).name).toBe('改名后的栏目');
  });
});
