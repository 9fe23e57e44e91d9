import { Code } from '@app/contract/codes';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs, type TestApp } from '../../test/app';
import { cmsPics } from '../cms/schema';
import { rowCount, staffApp, USER_PHONE } from './test-setup';

const P = '/service/staff/cms/pic';
let t: TestApp;
let staff: string;

beforeAll(async () => {
  ({ t, staff } = await staffApp());
});
afterAll(() => t.close());

const picCount = () => rowCount(t, cmsPics);
const save = (body: Record<string, unknown>) => t.call(`${P}/save`, body, { cookie: staff, json: true });
const banner = (over: Record<string, unknown> = {}) => ({
  slot: 'home_banner',
  lang: 'zh',
  title: '新横幅',
  image: '/media/gen/banner/9.svg?t=x',
  link: '/meeting',
  ...over,
});

describe('staff pictures', () => {
  it('refuses ordinary users and visitors', async () => {
    const user = await loginAs(t, USER_PHONE);
    expect((await t.call(`${P}/list`, {}, { cookie: user })).code).toBe(Code.FORBIDDEN);
    expect((await t.call(`${P}/save`, banner(), { json: true })).code).toBe(Code.NOT_LOGGED_IN);
  });

  it('lists one slot or all slots', async () => {
    const all = await t.call(`${P}/list`, {}, { cookie: staff });
    expect(all.data).toHaveLength(await picCount());
    const banners = await t.call(`${P}/list`, { slot: 'home_banner' }, { cookie: staff });
    expect(banners.data).toHaveLength(8);
    expect(banners.data.every((p: { slot: string }) => p.slot === 'home_banner')).toBe(true);
    const right = await t.call(`${P}/list`, { slot: 'show_rightM' }, { cookie: staff });
    expect(right.data.map((p: { link: string }) => p.link)).toEqual(['/activity/topup', '/activity/topup']);
  });

  it('creates, edits and deletes a picture', async () => {
    const created = await save(banner({ title: '<i>春季</i>征稿', sort: 7 }));
    expect(created.code).toBe(0);
    const [row] = await t.deps.db.select().from(cmsPics).where(eq(cmsPics.id, created.data.id));
    expect(row).toMatchObject({ slot: 'home_banner', title: '春季征稿', sort: 7, enabled: true });
    const edited = await save(
      banner({
        id: created.data.id,
        slot: 'home_ad',
        lang: 'en',
        title: 'Spring',
        enabled: false,
        link: 'https://example.org/a',
      }),
    );
    expect(edited.code).toBe(0);
    const [after] = await t.deps.db.select().from(cmsPics).where(eq(cmsPics.id, created.data.id));
    expect(after).toMatchObject({
      slot: 'home_ad',
      lang: 'en',
      title: 'Spring',
      enabled: false,
      link: 'https://example.org/a',
    });
    expect((await t.call(`${P}/delete/${created.data.id}`, {}, { cookie: staff })).code).toBe(0);
    expect(await t.deps.db.select().from(cmsPics).where(eq(cmsPics.id, created.data.id))).toHaveLength(0);
    expect((await t.call(`${P}/delete/${created.data.id}`, {}, { cookie: staff })).code).toBe(Code.NOT_FOUND);
  });

  it('refuses unsafe image and link addresses, writing nothing', async () => {
    const before = await picCount();
    const bad = [
      banner({ image: 'javascript:alert(1)' }),
      banner({ image: '//evil.example/x.png' }),
      banner({ image: 'data:image/svg+xml,<svg onload=alert(1)>' }),
      banner({ image: 'https://x.example/a.png" onerror="alert(1)' }),
      banner({ link: 'javascript:alert(1)' }),
      banner({ link: '//evil.example' }),
      banner({ slot: 'bad slot' }),
    ];
    for (const b of bad) expect((await save(b)).code, JSON.stringify(b)).toBe(Code.INVALID_INPUT);
    expect((await save(banner({ id: 99_999_999 }))).code).toBe(Code.NOT_FOUND);
    expect(await picCount()).toBe(before);
    expect((await save(banner({ image: 'https://cdn.example.org/a.png', link: '' }))).code).toBe(0);
  });
});
