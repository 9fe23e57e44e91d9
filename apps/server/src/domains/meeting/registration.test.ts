import { Code } from '@app/contract/codes';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../test/factories';
import { loginAs } from '../../test/app';
import { orderEvents, orders } from '../order/schema';
import { registrations } from './schema';
import { countRows, type Kit, makeMeeting, meetingKit, register } from './test-kit';

let k: Kit;
beforeAll(async () => {
  k = await meetingKit();
});
afterAll(() => k.t.close());

describe('registration (/attendees/toSignUp)', () => {
  it('creates an unpaid register order for a paid category, with its audit row', async () => {
    const { meeting, cats } = await makeMeeting(k.t.deps.db);
    const r = await register(k.t, k.alice, meeting.id, cats[0]!.id);
    expect(r.code).toBe(0);
    expect(r.data.status).toBe('unpaid');
    const [o] = await k.t.deps.db.select().from(orders).where(eq(orders.id, r.data.orderId));
    expect(o).toMatchObject({ kind: 'register', amountFen: 120_000, status: 'unpaid', userId: k.aliceId });
    const events = await k.t.deps.db.select().from(orderEvents).where(eq(orderEvents.orderId, o!.id));
    expect(events.map((e) => [e.fromStatus, e.toStatus, e.actorKind])).toEqual([[null, 'unpaid', 'user']]);
    const list = await k.t.call('/service/business/order/register/list', {}, { cookie: k.alice });
    expect(list.data.list.map((x: { id: number }) => x.id)).toContain(o!.id);
    const detail = await k.t.call(`/service/business/order/register/details/${o!.id}`, {}, { cookie: k.alice });
    expect(detail.data).toMatchObject({
      amountFen: 120_000,
      status: 'unpaid',
      attendee: { name: '王小明', unit: '北京大学' },
    });
    expect(detail.data.meeting.id).toBe(meeting.id);
  });

  it('creates the order paid for a free category', async () => {
    const { meeting, cats } = await makeMeeting(k.t.deps.db);
    const r = await register(k.t, k.alice, meeting.id, cats[1]!.id);
    expect(r.data.status).toBe('paid');
    const events = await k.t.deps.db.select().from(orderEvents).where(eq(orderEvents.orderId, r.data.orderId));
    expect(events.map((e) => e.toStatus)).toEqual(['unpaid', 'paid']);
  });

  it('allows one registration per person per conference, and again after cancelling', async () => {
    const { meeting, cats } = await makeMeeting(k.t.deps.db);
    const first = await register(k.t, k.bob, meeting.id, cats[0]!.id);
    expect(first.code).toBe(0);
    const again = await register(k.t, k.bob, meeting.id, cats[1]!.id);
    expect(again.code).toBe(Code.ALREADY_REGISTERED);
    expect(again.codeMsg).toBe('您已报名该会议，请勿重复报名');
    const cancel = await k.t.call(`/service/business/pay/register/${first.data.orderId}/cancel`, {}, { cookie: k.bob });
    expect(cancel.data.status).toBe('cancelled');
    // A cancelled order cannot be cancelled again, nor paid.
    expect(
      (await k.t.call(`/service/business/pay/register/${first.data.orderId}/cancel`, {}, { cookie: k.bob })).code,
    ).toBe(Code.INVALID_STATE);
    expect((await k.t.call(`/service/staff/order/markPaid/${first.data.orderId}`, {}, { cookie: k.staff })).code).toBe(
      Code.INVALID_STATE,
    );
    expect((await register(k.t, k.bob, meeting.id, cats[0]!.id)).code).toBe(0);
  });

  it('refuses parallel registrations of one person but one (unique index)', async () => {
    const { meeting, cats } = await makeMeeting(k.t.deps.db);
    const u = await createUser(k.t.deps.db);
    const cookie = await loginAs(k.t, u.phone!);
    const results = await Promise.all(Array.from({ length: 5 }, () => register(k.t, cookie, meeting.id, cats[0]!.id)));
    expect(results.filter((r) => r.code === 0)).toHaveLength(1);
    expect(results.filter((r) => r.code === Code.ALREADY_REGISTERED)).toHaveLength(4);
  });

  it('fills a category up to its capacity, and a cancellation frees a place', async () => {
    const { meeting, cats } = await makeMeeting(k.t.deps.db, { categories: [{ feeFen: 100, capacity: 2 }] });
    const cookies = await Promise.all([1, 2, 3].map(async () => loginAs(k.t, (await createUser(k.t.deps.db)).phone!)));
    const results = await Promise.all(cookies.map((c) => register(k.t, c, meeting.id, cats[0]!.id)));
    expect(results.filter((r) => r.code === 0)).toHaveLength(2);
    const full = results.find((r) => r.code !== 0)!;
    expect(full.code).toBe(Code.INVALID_STATE);
    expect(full.codeMsg).toBe('该参会类别名额已满');
    const home = await k.t.call(`/service/visitor/home/index/${meeting.id}`);
    expect(home.data.categories[0]).toMatchObject({ capacity: 2, remaining: 0 });
    const ok = results.findIndex((r) => r.code === 0);
    await k.t.call(`/service/business/pay/register/${results[ok]!.data.orderId}/cancel`, {}, { cookie: cookies[ok] });
    const loser = results.findIndex((r) => r.code !== 0);
    expect((await register(k.t, cookies[loser]!, meeting.id, cats[0]!.id)).code).toBe(0);
  });

  it('refuses outside the registration window with a clear message (4005)', async () => {
    const early = await makeMeeting(k.t.deps.db, { settings: { regOpenAt: new Date('2026-03-20T00:00:00Z') } });
    const r1 = await register(k.t, k.alice, early.meeting.id, early.cats[0]!.id);
    expect(r1.code).toBe(Code.OUT_OF_WINDOW);
    expect(r1.codeMsg).toBe('报名尚未开始');
    const late = await makeMeeting(k.t.deps.db, { settings: { regCloseAt: new Date('2026-03-01T00:00:00Z') } });
    const r2 = await register(k.t, k.alice, late.meeting.id, late.cats[0]!.id);
    expect(r2.code).toBe(Code.OUT_OF_WINDOW);
    expect(r2.codeMsg).toBe('报名已截止');
    // Without settings, registration closes with the meeting's last day.
    const past = await makeMeeting(k.t.deps.db, { startDate: '2026-03-01', endDate: '2026-03-02', settings: null });
    expect((await register(k.t, k.alice, past.meeting.id, past.cats[0]!.id)).code).toBe(Code.OUT_OF_WINDOW);
    const home = await k.t.call(`/service/visitor/home/index/${early.meeting.id}`);
    expect(home.data.registration.state).toBe('notOpen');
  });

  it('refuses a category of another meeting, a bad phone, and writes nothing', async () => {
    const a = await makeMeeting(k.t.deps.db);
    const b = await makeMeeting(k.t.deps.db);
    const before = await countRows(k.t.deps.db, registrations);
    expect((await register(k.t, k.alice, a.meeting.id, b.cats[0]!.id)).code).toBe(Code.NOT_FOUND);
    const phone = await register(k.t, k.alice, a.meeting.id, a.cats[0]!.id, { phone: '12345' });
    expect(phone.code).toBe(Code.INVALID_INPUT);
    expect(phone.codeMsg).toBe('请输入正确的电话号码');
    const en = await k.t.call(
      '/service/business/order/register/create?lang=en',
      {
        meetingId: a.meeting.id,
        categoryId: a.cats[0]!.id,
        name: '',
        phone: '13912345678',
        email: 'a@b.co',
        unit: 'x',
      },
      { cookie: k.alice },
    );
    expect(en.codeMsg).toBe('Please fill in Name');
    expect(await countRows(k.t.deps.db, registrations)).toBe(before);
  });

  it('lets staff mark an unpaid order paid, with the audit row', async () => {
    const { meeting, cats } = await makeMeeting(k.t.deps.db);
    const u = await loginAs(k.t, (await createUser(k.t.deps.db)).phone!);
    const r = await register(k.t, u, meeting.id, cats[0]!.id);
    expect((await k.t.call(`/service/staff/order/markPaid/${r.data.orderId}`, {}, { cookie: u })).code).toBe(
      Code.FORBIDDEN,
    );
    const paid = await k.t.call(
      `/service/staff/order/markPaid/${r.data.orderId}`,
      { reason: 'bank transfer' },
      { cookie: k.staff },
    );
    expect(paid.data.status).toBe('paid');
    const detail = await k.t.call(`/service/business/order/register/details/${r.data.orderId}`, {}, { cookie: u });
    expect(detail.data.events.at(-1)).toMatchObject({ from: 'unpaid', to: 'paid', reason: 'bank transfer' });
    expect((await k.t.call(`/service/business/pay/register/${r.data.orderId}/cancel`, {}, { cookie: u })).code).toBe(
      Code.INVALID_STATE,
    );
  });
});
