import { Code } from '@app/contract/codes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { meetings } from '../cms/schema';
import { countRows, type Kit, meetingKit, register } from './test-kit';

let k: Kit;
beforeAll(async () => {
  k = await meetingKit();
});
afterAll(() => k.t.close());

const M = '/service/staff/meeting';
let n = 0;
const meetingBody = (over: Record<string, unknown> = {}) => {
  n += 1;
  return {
    meetingCode: `ICAI${n}`,
    title: '人工智能大会',
    titleEn: 'AI Conference',
    field: 'ai',
    city: '上海',
    cityEn: 'Shanghai',
    startDate: '2026-05-10',
    endDate: '2026-05-12',
    description: '<b>简介</b>',
    regOpenAt: '2026-03-01T00:00:00+08:00',
    regCloseAt: '2026-05-01T00:00:00+08:00',
    submitOpenAt: '2026-03-01T00:00:00+08:00',
    submitDeadlineAt: '2026-04-15T18:00:00+08:00',
    paperMaxMb: 10,
    paymentChannels: ['wechat', 'offline'],
    offlineAccount: '账户',
    invoiceTypes: ['normal'],
    categories: [
      { name: '普通', nameEn: 'Regular', feeFen: 150_000 },
      { name: '学生', nameEn: 'Student', feeFen: 50_000, capacity: 30 },
    ],
    ...over,
  };
};
const save = (body: Record<string, unknown>, cookie = k.staff) => k.t.call(`${M}/save`, body, { cookie, json: true });

describe('staff meetings', () => {
  it('creates a meeting with windows, categories, payment and invoice settings', async () => {
    const r = await save(meetingBody());
    expect(r.code).toBe(0);
    const got = await k.t.call(`${M}/get/${r.data.id}`, {}, { cookie: k.staff });
    expect(got.data).toMatchObject({
      title: '人工智能大会',
      description: '简介',
      submitDeadlineAt: '2026-04-15T10:00:00.000Z',
      paperMaxMb: 10,
      paymentChannels: ['wechat', 'offline'],
      invoiceAllowed: true,
    });
    expect(
      got.data.categories.map((c: { nameEn: string; feeFen: number; capacity: number | null }) => [
        c.nameEn,
        c.feeFen,
        c.capacity,
      ]),
    ).toEqual([
      ['Regular', 150_000, null],
      ['Student', 50_000, 30],
    ]);
    const home = await k.t.call(`/service/visitor/home/index/${r.data.id}`);
    expect(home.data.submission).toMatchObject({ state: 'open', deadline: '2026-04-15T10:00:00.000Z', paperMaxMb: 10 });
    expect(home.data.meeting.submitDeadline).toBe('2026-04-15');
    const list = await k.t.call(`${M}/list`, { keyword: 'ICAI' }, { cookie: k.staff });
    expect(list.data.list.map((m: { id: number }) => m.id)).toContain(r.data.id);
  });

  it('archives a removed category and keeps the fee of one with registrations', async () => {
    const r = await save(meetingBody());
    const got = (await k.t.call(`${M}/get/${r.data.id}`, {}, { cookie: k.staff })).data;
    const [regular, student] = got.categories;
    await register(k.t, k.alice, r.data.id, regular.id);
    const body = meetingBody({
      id: r.data.id,
      meetingCode: got.code,
      categories: [{ id: regular.id, name: '普通', nameEn: 'Regular', feeFen: 150_000 }],
    });
    expect((await save(body)).code).toBe(0);
    const after = (await k.t.call(`${M}/get/${r.data.id}`, {}, { cookie: k.staff })).data;
    expect(after.categories.map((c: { id: number }) => c.id)).toEqual([regular.id]);
    expect(after.categories[0].registered).toBe(1);
    expect((await register(k.t, k.bob, r.data.id, student.id)).code).toBe(Code.NOT_FOUND);
    const feeChange = meetingBody({
      id: r.data.id,
      meetingCode: got.code,
      categories: [{ id: regular.id, name: 'a', nameEn: 'a', feeFen: 1 }],
    });
    expect((await save(feeChange)).code).toBe(Code.INVALID_STATE);
  });

  it('refuses bad dates, a duplicate code, and deleting a meeting in use', async () => {
    const before = await countRows(k.t.deps.db, meetings);
    const bad = await save(meetingBody({ endDate: '2026-05-01' }));
    expect(bad.code).toBe(Code.INVALID_INPUT);
    expect(bad.codeMsg).toBe('结束日期格式不正确');
    const window = await save(meetingBody({ submitDeadlineAt: '2026-02-01T00:00:00+08:00' }));
    expect(window.code).toBe(Code.INVALID_INPUT);
    expect(window.codeMsg).toBe('投稿截止时间格式不正确');
    const first = await save(meetingBody({ meetingCode: 'DUP1' }));
    expect(first.code).toBe(0);
    const dup = await save(meetingBody({ meetingCode: 'DUP1' }));
    expect(dup.code).toBe(Code.INVALID_INPUT);
    expect(dup.codeMsg).toBe('会议代码格式不正确');
    expect(await countRows(k.t.deps.db, meetings)).toBe(before + 1);
    const got = (await k.t.call(`${M}/get/${first.data.id}`, {}, { cookie: k.staff })).data;
    await register(k.t, k.bob, first.data.id, got.categories[0].id);
    const inUse = await k.t.call(`${M}/delete/${first.data.id}`, {}, { cookie: k.staff });
    expect(inUse.code).toBe(Code.INVALID_STATE);
    expect(inUse.codeMsg).toBe('该会议已有报名或投稿，不能删除');
    const spare = await save(meetingBody());
    expect((await k.t.call(`${M}/delete/${spare.data.id}`, {}, { cookie: k.staff })).code).toBe(0);
    expect((await k.t.call(`${M}/get/${spare.data.id}`, {}, { cookie: k.staff })).code).toBe(Code.NOT_FOUND);
  });

  it('is staff only', async () => {
    expect((await save(meetingBody(), k.alice)).code).toBe(Code.FORBIDDEN);
    expect((await save(meetingBody(), '')).code).toBe(Code.NOT_LOGGED_IN);
  });
});

describe('staff notices and site pages', () => {
  it('stores sanitized HTML, lists by meeting, and needs a key for a site page', async () => {
    const m = await save(meetingBody());
    const r = await k.t.call(
      `${M}/notice/save`,
      {
        meetingId: m.data.id,
        title: '通知',
        titleEn: 'Notice',
        content: '<p onclick="x()">正文<script>1</script></p>',
        contentEn: '<p>Body</p>',
      },
      { cookie: k.staff, json: true },
    );
    expect(r.code).toBe(0);
    const list = await k.t.call(`${M}/notice/list`, { meetingId: m.data.id }, { cookie: k.staff });
    expect(list.data[0].content).toBe('<p>正文</p>');
    const noKey = await k.t.call(
      `${M}/notice/save?lang=en`,
      { title: 'G', titleEn: 'G', content: '', contentEn: '' },
      { cookie: k.staff, json: true },
    );
    expect(noKey.code).toBe(Code.INVALID_INPUT);
    const site = await k.t.call(
      `${M}/notice/save`,
      { key: 'siteGuide', title: '参会指南', titleEn: 'Guide', content: '<p>g</p>', contentEn: '<p>g</p>' },
      { cookie: k.staff, json: true },
    );
    expect(site.code).toBe(0);
    expect((await k.t.call('/service/visitor/notice/view/site/siteGuide')).data.title).toBe('参会指南');
    expect(
      (await k.t.call(`${M}/notice/list`, {}, { cookie: k.staff })).data.map((x: { key: string }) => x.key),
    ).toContain('siteGuide');
    expect((await k.t.call(`${M}/notice/delete/${r.data.id}`, {}, { cookie: k.staff })).code).toBe(0);
    expect((await k.t.call(`/service/visitor/notice/view/meeting/${r.data.id}`)).code).toBe(Code.NOT_FOUND);
  });
});
