import { Code } from '@app/contract/codes';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs } from '../../test/app';
import { createUser } from '../../test/factories';
import { meetings } from '../cms/schema';
import { annualSignups, meetingDialogs, meetingNotices } from './schema';
import { countRows, type Kit, makeMeeting, meetingKit, register } from './test-kit';

let k: Kit;
beforeAll(async () => {
  k = await meetingKit();
});
afterAll(() => k.t.close());

describe('conference page /service/visitor/home/index/{id}', () => {
  it('shows the meeting, windows, categories and notices; the caller’s own registration and paper when signed in', async () => {
    const { meeting, cats } = await makeMeeting(k.t.deps.db, {
      settings: { submitOpenAt: new Date('2026-03-01T00:00:00Z'), paperMaxMb: 15 },
    });
    await k.t.deps.db.insert(meetingNotices).values({
      meetingId: meeting.id,
      title: '征稿通知',
      titleEn: 'Call for papers',
      content: '<p>x</p>',
      contentEn: '<p>x</p>',
      publishedAt: new Date('2026-03-01T00:00:00Z'),
    });
    const visitor = await k.t.call(`/service/visitor/home/index/${meeting.id}`, {}, { cookie: k.alice });
    // Signed in but not registered yet: `me` is there, empty.
    expect(visitor.code).toBe(0);
    expect(visitor.data.meeting).toMatchObject({ id: meeting.id, title: meeting.title, description: '会议简介' });
    expect(visitor.data.submission).toMatchObject({
      state: 'open',
      paperMaxMb: 15,
      deadline: '2026-04-01T15:59:59.999Z',
    });
    expect(visitor.data.registration.state).toBe('open');
    expect(visitor.data.categories.map((c: { feeFen: number }) => c.feeFen)).toEqual([120_000, 0]);
    expect(visitor.data.notices).toHaveLength(1);
    expect(visitor.data.me).toEqual({
      registrationId: null,
      orderId: null,
      orderStatus: null,
      paperId: null,
      paperStatus: null,
    });

    const r = await register(k.t, k.alice, meeting.id, cats[0]!.id);
    const mine = await k.t.call(`/service/visitor/home/index/${meeting.id}?lang=en`, {}, { cookie: k.alice });
    expect(mine.data.meeting.title).toBe(meeting.titleEn);
    expect(mine.data.notices[0].title).toBe('Call for papers');
    expect(mine.data.me).toMatchObject({ registrationId: r.data.registrationId, orderStatus: 'unpaid' });
    const anon = await k.t.call(`/service/visitor/home/index/${meeting.id}`);
    expect(anon.data.me).toBeNull();
    expect((await k.t.call('/service/visitor/home/index/999999')).code).toBe(Code.NOT_FOUND);
  });

  it('uses defaults for a meeting without settings: the listed deadline day and the upload cap', async () => {
    const { meeting } = await makeMeeting(k.t.deps.db, { settings: null, submitDeadline: '2026-03-05' });
    const r = await k.t.call(`/service/visitor/home/index/${meeting.id}`);
    expect(r.data.submission).toMatchObject({ state: 'closed', paperMaxMb: 20, openAt: null });
    expect(r.data.isAnnual).toBe(false);
  });
});

describe('notices /service/visitor/notice/view/{a}/{b}', () => {
  it('serves a meeting notice by id and a site page by key, sanitized, in the reader’s language', async () => {
    const { meeting } = await makeMeeting(k.t.deps.db);
    const [n] = await k.t.deps.db
      .insert(meetingNotices)
      .values({
        meetingId: meeting.id,
        title: '通知',
        titleEn: 'Notice',
        content: '<p>正文<script>alert(1)</script><a href="javascript:x">l</a></p>',
        contentEn: '<p>Body</p>',
        publishedAt: new Date('2026-03-01T00:00:00Z'),
      })
      .returning();
    await k.t.deps.db.insert(meetingNotices).values({
      meetingId: null,
      key: 'submitGuide',
      title: '投稿指南',
      titleEn: 'Submission guide',
      content: '<p>指南</p>',
      contentEn: '<p>Guide</p>',
      publishedAt: new Date('2026-03-01T00:00:00Z'),
    });
    const zh = await k.t.call(`/service/visitor/notice/view/meeting/${n!.id}`);
    expect(zh.data).toMatchObject({ id: n!.id, meetingId: meeting.id, meetingTitle: meeting.title, title: '通知' });
    expect(zh.data.content).not.toMatch(/script|javascript/);
    const en = await k.t.call(`/service/visitor/notice/view/meeting/${n!.id}?lang=en`);
    expect(en.data.content).toBe('<p>Body</p>');
    const guide = await k.t.call('/service/visitor/notice/view/site/submitGuide?lang=en');
    expect(guide.data).toMatchObject({ title: 'Submission guide', meetingId: null });
    expect((await k.t.call('/service/visitor/notice/view/site/nope')).code).toBe(Code.NOT_FOUND);
    // A site page is not reachable through the meeting scope.
    expect((await k.t.call(`/service/visitor/notice/view/meeting/${guide.data.id}`)).code).toBe(Code.NOT_FOUND);
    expect((await k.t.call('/service/visitor/notice/view/meeting/abc')).code).toBe(Code.NOT_FOUND);
  });
});

describe('consultation /service/visitor/dialog', () => {
  it('needs a login despite the visitor path', async () => {
    const { meeting } = await makeMeeting(k.t.deps.db);
    expect((await k.t.call(`/service/visitor/dialog/index/${meeting.id}`)).code).toBe(Code.NOT_LOGGED_IN);
    expect((await k.t.call(`/service/visitor/dialog/send/${meeting.id}`, { content: 'hi' })).code).toBe(
      Code.NOT_LOGGED_IN,
    );
  });

  it('keeps each user’s thread to themselves; staff see the inbox, reply, and the user reads it', async () => {
    const { meeting } = await makeMeeting(k.t.deps.db);
    const sent = await k.t.call(
      `/service/visitor/dialog/send/${meeting.id}`,
      { content: '<b>发票</b>怎么开？' },
      { cookie: k.alice },
    );
    expect(sent.code).toBe(0);
    await k.t.call(`/service/visitor/dialog/send/${meeting.id}`, { content: 'Bob asks' }, { cookie: k.bob });
    const mine = await k.t.call(`/service/visitor/dialog/index/${meeting.id}`, {}, { cookie: k.alice });
    expect(mine.data.list.map((m: { content: string }) => m.content)).toEqual(['发票怎么开？']);

    const inbox = await k.t.call('/service/staff/meeting/dialog/inbox', { meetingId: meeting.id }, { cookie: k.staff });
    expect(inbox.data.total).toBe(2);
    const aliceThread = inbox.data.list.find((x: { userId: number }) => x.userId === k.aliceId);
    expect(aliceThread).toMatchObject({ unread: 1, lastContent: '发票怎么开？', nickname: 'Alice' });
    const thread = await k.t.call(
      '/service/staff/meeting/dialog/thread',
      { meetingId: meeting.id, userId: k.aliceId },
      { cookie: k.staff },
    );
    expect(thread.data).toHaveLength(1);
    const reply = await k.t.call(
      '/service/staff/meeting/dialog/reply',
      { meetingId: meeting.id, userId: k.aliceId, content: '会后开具' },
      { cookie: k.staff },
    );
    expect(reply.code).toBe(0);
    const after = await k.t.call('/service/staff/meeting/dialog/inbox', { meetingId: meeting.id }, { cookie: k.staff });
    expect(after.data.list.find((x: { userId: number }) => x.userId === k.aliceId).unread).toBe(0);
    const read = await k.t.call(`/service/visitor/dialog/index/${meeting.id}`, {}, { cookie: k.alice });
    expect(read.data.list.map((m: { fromStaff: boolean }) => m.fromStaff)).toEqual([false, true]);
    const [staffMsg] = await k.t.deps.db.select().from(meetingDialogs).where(eq(meetingDialogs.content, '会后开具'));
    expect(staffMsg!.readByUser).toBe(true);
    // Staff do not open threads with users who never wrote; users cannot use staff calls.
    const stranger = await createUser(k.t.deps.db);
    expect(
      (
        await k.t.call(
          '/service/staff/meeting/dialog/reply',
          { meetingId: meeting.id, userId: stranger.id, content: 'x' },
          { cookie: k.staff },
        )
      ).code,
    ).toBe(Code.NOT_FOUND);
    expect((await k.t.call('/service/staff/meeting/dialog/inbox', {}, { cookie: k.alice })).code).toBe(Code.FORBIDDEN);
  });

  it('refuses empty content, unknown meetings, and a flood without replies', async () => {
    const { meeting } = await makeMeeting(k.t.deps.db);
    const empty = await k.t.call(
      `/service/visitor/dialog/send/${meeting.id}`,
      { content: '<i></i>' },
      { cookie: k.bob },
    );
    expect(empty.code).toBe(Code.INVALID_INPUT);
    expect((await k.t.call('/service/visitor/dialog/send/999999', { content: 'x' }, { cookie: k.bob })).code).toBe(
      Code.NOT_FOUND,
    );
    const u = await loginAs(k.t, (await createUser(k.t.deps.db)).phone!);
    for (let i = 0; i < 20; i++)
      await k.t.call(`/service/visitor/dialog/send/${meeting.id}`, { content: `q${i}` }, { cookie: u });
    expect(
      (await k.t.call(`/service/visitor/dialog/send/${meeting.id}`, { content: 'more' }, { cookie: u })).code,
    ).toBe(Code.RATE_LIMITED);
  });
});

describe('payment and invoice settings by meeting code', () => {
  it('answers the meeting’s settings, and defaults without them', async () => {
    const { meeting } = await makeMeeting(k.t.deps.db, {
      settings: {
        paymentChannels: ['wechat', 'offline'],
        offlineAccount: '账号 1',
        offlineAccountEn: 'Account 1',
        invoiceAllowed: false,
        invoiceTypes: ['special'],
        invoiceNote: '说明',
        invoiceNoteEn: 'Note',
      },
    });
    const pay = await k.t.call(
      `/service/business/meeting/${meeting.code}/setting/payment?lang=en`,
      {},
      { cookie: k.alice },
    );
    expect(pay.data).toEqual({ meetingId: meeting.id, channels: ['wechat', 'offline'], offlineAccount: 'Account 1' });
    const inv = await k.t.call(`/service/business/meeting/${meeting.code}/setting/invoice`, {}, { cookie: k.alice });
    expect(inv.data).toEqual({ meetingId: meeting.id, allowed: false, types: ['special'], note: '说明' });
    const plain = await makeMeeting(k.t.deps.db, { settings: null });
    const d = await k.t.call(
      `/service/business/meeting/${plain.meeting.code}/setting/payment`,
      {},
      { cookie: k.alice },
    );
    expect(d.data.channels).toEqual(['offline']);
    expect((await k.t.call('/service/business/meeting/NOPE/setting/invoice', {}, { cookie: k.alice })).code).toBe(
      Code.NOT_FOUND,
    );
    expect((await k.t.call(`/service/business/meeting/${meeting.code}/setting/invoice`)).code).toBe(Code.NOT_LOGGED_IN);
  });
});

describe('annual meeting /annualMeeting/{id} and /sign', () => {
  const sign = (id: number, over = {}) =>
    k.t.call(`/service/visitor/annual/sign/${id}`, {
      name: '赵六',
      countryCode: '86',
      phone: '13711112222',
      email: 'zl@example.com',
      unit: '中科院',
      ...over,
    });

  it('takes sign-ups without login, one per phone per meeting', async () => {
    const { meeting } = await makeMeeting(k.t.deps.db, { settings: { isAnnual: true } });
    const page = await k.t.call(`/service/visitor/annual/index/${meeting.id}`);
    expect(page.data).toMatchObject({ signState: 'open', signedCount: 0 });
    expect((await sign(meeting.id)).code).toBe(0);
    const dup = await sign(meeting.id, { name: '别人' });
    expect(dup.code).toBe(Code.ALREADY_REGISTERED);
    expect(dup.codeMsg).toBe('该手机号已报名本次年会');
    expect((await sign(meeting.id, { phone: '13711113333' })).code).toBe(0);
    expect((await k.t.call(`/service/visitor/annual/index/${meeting.id}`)).data.signedCount).toBe(2);
  });

  it('has no annual page for other meetings, and refuses bad input and closed windows', async () => {
    const plain = await makeMeeting(k.t.deps.db);
    expect((await k.t.call(`/service/visitor/annual/index/${plain.meeting.id}`)).code).toBe(Code.NOT_FOUND);
    expect((await sign(plain.meeting.id)).code).toBe(Code.NOT_FOUND);
    const closed = await makeMeeting(k.t.deps.db, {
      settings: { isAnnual: true, regCloseAt: new Date('2026-03-01T00:00:00Z') },
    });
    expect((await sign(closed.meeting.id)).code).toBe(Code.OUT_OF_WINDOW);
    const before = await countRows(k.t.deps.db, annualSignups);
    expect((await sign(closed.meeting.id, { phone: '123' })).codeMsg).toBe('请输入正确的电话号码');
    expect((await sign(closed.meeting.id, { email: 'x' })).codeMsg).toBe('请输入正确的邮箱');
    expect(await countRows(k.t.deps.db, annualSignups)).toBe(before);
  });
});

describe('conference list filters and collections', () => {
  it('filters by field, place in either language, dates, and upcoming or past', async () => {
    const a = await makeMeeting(k.t.deps.db, { startDate: '2026-06-01', endDate: '2026-06-03' });
    await k.t.deps.db
      .update(meetings)
      .set({ city: '成都', cityEn: 'Chengdu', field: 'energy' })
      .where(eq(meetings.id, a.meeting.id));
    const b = await makeMeeting(k.t.deps.db, { startDate: '2026-02-01', endDate: '2026-02-02' });
    await k.t.deps.db
      .update(meetings)
      .set({ city: '成都', cityEn: 'Chengdu', field: 'energy' })
      .where(eq(meetings.id, b.meeting.id));
    const ids = async (body: Record<string, unknown>) =>
      (await k.t.call('/service/visitor/meeting/find', { pageSize: 100, ...body })).data.list.map(
        (m: { id: number }) => m.id,
      );
    expect(await ids({ city: 'chengdu' })).toEqual([a.meeting.id, b.meeting.id]);
    expect(await ids({ city: '成都', when: 'upcoming' })).toEqual([a.meeting.id]);
    expect(await ids({ city: '成都', when: 'past' })).toEqual([b.meeting.id]);
    expect(await ids({ field: 'energy', from: '2026-05-31', to: '2026-06-01' })).toEqual([a.meeting.id]);
    expect(await ids({ field: 'energy', to: '2026-01-31' })).toEqual([]);
    expect((await k.t.call('/service/visitor/meeting/find', { from: '2026-13' })).code).toBe(Code.INVALID_INPUT);
  });

  it('collects and uncollects a meeting, and lists the caller’s own', async () => {
    const { meeting } = await makeMeeting(k.t.deps.db);
    const toggle = () => k.t.call(`/service/user/collection/meeting/toggle/${meeting.id}`, {}, { cookie: k.alice });
    expect((await toggle()).data.collected).toBe(true);
    expect(
      (await k.t.call(`/service/user/collection/meeting/status/${meeting.id}`, {}, { cookie: k.alice })).data.collected,
    ).toBe(true);
    expect(
      (await k.t.call(`/service/user/collection/meeting/status/${meeting.id}`, {}, { cookie: k.bob })).data.collected,
    ).toBe(false);
    const list = await k.t.call('/service/user/collection/meeting/list', {}, { cookie: k.alice });
    expect(list.data.list.map((m: { id: number }) => m.id)).toEqual([meeting.id]);
    expect((await k.t.call('/service/user/collection/meeting/list', {}, { cookie: k.bob })).data.total).toBe(0);
    expect((await toggle()).data.collected).toBe(false);
    expect((await k.t.call('/service/user/collection/meeting/list', {}, { cookie: k.alice })).data.total).toBe(0);
    expect((await k.t.call('/service/user/collection/meeting/toggle/999999', {}, { cookie: k.alice })).code).toBe(
      Code.NOT_FOUND,
    );
  });
});
