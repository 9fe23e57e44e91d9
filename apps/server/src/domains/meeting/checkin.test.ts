import { Code } from '@app/contract/codes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs } from '../../test/app';
import { createUser } from '../../test/factories';
import { checkins } from './schema';
import { countRows, type Kit, makeMeeting, meetingKit, register } from './test-kit';

let k: Kit;
beforeAll(async () => {
  k = await meetingKit();
});
afterAll(() => k.t.close());

const newUser = async () => loginAs(k.t, (await createUser(k.t.deps.db)).phone!);
const ticket = (cookie: string, id: number) => k.t.call(`/service/user/meeting/schedule/details/${id}`, {}, { cookie });

describe('my schedule and the e-ticket', () => {
  it('lists registrations with the not-started and ended filters', async () => {
    const u = await newUser();
    const past = await makeMeeting(k.t.deps.db, { startDate: '2026-02-01', endDate: '2026-02-02' });
    const soon = await makeMeeting(k.t.deps.db, { startDate: '2026-04-01', endDate: '2026-04-02' });
    // Registered before it ended (the clock moved back), to have an ended one.
    k.t.clock.set('2026-01-20T00:00:00Z');
    await register(k.t, u, past.meeting.id, past.cats[1]!.id);
    k.t.clock.set('2026-03-10T08:00:00Z');
    await register(k.t, u, soon.meeting.id, soon.cats[0]!.id);
    const all = await k.t.call('/service/user/meeting/schedule/list', {}, { cookie: u });
    expect(all.data.total).toBe(2);
    const notStarted = await k.t.call('/service/user/meeting/schedule/list', { status: 'notStarted' }, { cookie: u });
    expect(notStarted.data.list.map((e: { meeting: { id: number } }) => e.meeting.id)).toEqual([soon.meeting.id]);
    const ended = await k.t.call('/service/user/meeting/schedule/list', { status: 'ended' }, { cookie: u });
    expect(ended.data.list.map((e: { meeting: { id: number } }) => e.meeting.id)).toEqual([past.meeting.id]);
    expect(ended.data.list[0]).toMatchObject({ orderStatus: 'paid', checkedInAt: null });
  });

  it('gives the QR payload and code only once paid; the calendar file is the owner’s', async () => {
    const u = await newUser();
    const { meeting, cats } = await makeMeeting(k.t.deps.db);
    const r = await register(k.t, u, meeting.id, cats[0]!.id);
    const unpaid = await ticket(u, r.data.registrationId);
    expect(unpaid.data).toMatchObject({ orderStatus: 'unpaid', qrPayload: null, ticketCode: null });
    expect(unpaid.data.icsUrl).toBe(`/calendar/registration/${r.data.registrationId}.ics`);
    await k.t.call(`/service/staff/order/markPaid/${r.data.orderId}`, {}, { cookie: k.staff });
    const paid = await ticket(u, r.data.registrationId);
    expect(paid.data.qrPayload).toMatch(new RegExp(`^T1\\.${r.data.registrationId}\\.${meeting.id}\\.[\\w-]{22}$`));
    expect(paid.data.ticketCode).toMatch(/^[A-Z2-9]{10}$/);

    const ics = await k.t.app.inject({ method: 'GET', url: paid.data.icsUrl, headers: { cookie: u } });
    expect(ics.headers['content-type']).toMatch(/^text\/calendar/);
    expect(ics.body).toContain('DTSTART;VALUE=DATE:20260420');
    expect(ics.body).toContain('DTEND;VALUE=DATE:20260423');
    expect(ics.body).toContain(`SUMMARY:${meeting.title}`);
    const other = await k.t.app.inject({ method: 'GET', url: paid.data.icsUrl, headers: { cookie: k.bob } });
    expect(other.json().code).toBe(Code.NOT_FOUND);
    const anon = await k.t.app.inject({ method: 'GET', url: paid.data.icsUrl });
    expect(anon.json().code).toBe(Code.NOT_LOGGED_IN);
  });
});

describe('check-in', () => {
  async function paidTicket() {
    const u = await newUser();
    const { meeting, cats } = await makeMeeting(k.t.deps.db, { startDate: '2026-03-10', endDate: '2026-03-11' });
    const r = await register(k.t, u, meeting.id, cats[1]!.id);
    const t = await ticket(u, r.data.registrationId);
    return {
      u,
      meeting,
      cats,
      registrationId: r.data.registrationId as number,
      payload: t.data.qrPayload,
      code: t.data.ticketCode,
    };
  }
  const staffScan = (body: Record<string, unknown>) =>
    k.t.call('/service/staff/meeting/checkin', body, { cookie: k.staff });

  it('staff check in by QR payload; a second scan of the same ticket is told so', async () => {
    const p = await paidTicket();
    const first = await staffScan({ meetingId: p.meeting.id, payload: p.payload });
    expect(first.code).toBe(0);
    expect(first.data).toMatchObject({ registrationId: p.registrationId, name: '王小明' });
    const second = await staffScan({ meetingId: p.meeting.id, payload: p.payload });
    expect(second.code).toBe(Code.ALREADY_SUBMITTED);
    expect(second.codeMsg).toBe('该电子票已于2026-03-10 16:00签到，请勿重复签到');
    // The refusal says whose ticket it is, so the door staff can tell the person.
    expect(second.data).toEqual({
      name: '王小明',
      categoryName: expect.any(String),
      checkedInAt: '2026-03-10T08:00:00.000Z',
    });
    // The attendee's own check-in of the same ticket is told so too.
    const self = await k.t.call(`/service/user/meeting/signIn/${p.meeting.id}?lang=en`, {}, { cookie: p.u });
    expect(self.codeMsg).toBe('This e-ticket was already checked in at 2026-03-10 16:00');
    const t = await ticket(p.u, p.registrationId);
    expect(t.data.checkedInAt).toBe('2026-03-10T08:00:00.000Z');
  });

  it('staff check in by typed code, and count attendance per category', async () => {
    const p = await paidTicket();
    const other = await newUser();
    await register(k.t, other, p.meeting.id, p.cats[0]!.id);
    const r = await staffScan({ meetingId: p.meeting.id, ticketCode: p.code.toLowerCase() });
    expect(r.code).toBe(0);
    const counts = await k.t.call(`/service/staff/meeting/attendance/${p.meeting.id}`, {}, { cookie: k.staff });
    expect(counts.data).toMatchObject({ registered: 2, paid: 1, checkedIn: 1 });
    expect(
      counts.data.categories.map((c: { registered: number; checkedIn: number }) => [c.registered, c.checkedIn]),
    ).toEqual([
      [1, 0],
      [1, 1],
    ]);
    const list = await k.t.call(
      '/service/staff/meeting/registration/list',
      { meetingId: p.meeting.id },
      { cookie: k.staff },
    );
    expect(list.data.total).toBe(2);
  });

  it('the attendee checks in at the venue; refused when unpaid or out of the meeting days', async () => {
    const p = await paidTicket();
    expect((await k.t.call(`/service/user/meeting/signIn/${p.meeting.id}`, {}, { cookie: p.u })).code).toBe(0);
    const unpaidUser = await newUser();
    await register(k.t, unpaidUser, p.meeting.id, p.cats[0]!.id);
    const unpaid = await k.t.call(`/service/user/meeting/signIn/${p.meeting.id}`, {}, { cookie: unpaidUser });
    expect(unpaid.code).toBe(Code.INVALID_STATE);
    expect(unpaid.codeMsg).toBe('订单尚未支付，暂不能签到');
    const later = await makeMeeting(k.t.deps.db);
    const lu = await newUser();
    await register(k.t, lu, later.meeting.id, later.cats[1]!.id);
    const early = await k.t.call(`/service/user/meeting/signIn/${later.meeting.id}`, {}, { cookie: lu });
    expect(early.code).toBe(Code.OUT_OF_WINDOW);
    expect((await k.t.call(`/service/user/meeting/signIn/${later.meeting.id}`, {}, { cookie: k.bob })).code).toBe(
      Code.NOT_FOUND,
    );
  });

  it('refuses forged, altered or other-meeting payloads and unknown codes, writing nothing', async () => {
    const p = await paidTicket();
    const before = await countRows(k.t.deps.db, checkins);
    const [head, rid, mid, mac] = p.payload.split('.');
    const cases = [
      { payload: `${head}.${Number(rid) + 1}.${mid}.${mac}` },
      { payload: `${head}.${rid}.${mid}.${'A'.repeat(22)}` },
      { payload: 'not-a-ticket' },
      { ticketCode: 'ZZZZZZZZZZ' },
    ];
    for (const c of cases) {
      const r = await staffScan({ meetingId: p.meeting.id, ...c });
      expect(r.code, JSON.stringify(c)).toBe(Code.NOT_FOUND);
      expect(r.codeMsg).toBe('无效的电子票');
    }
    const elsewhere = await makeMeeting(k.t.deps.db);
    expect((await staffScan({ meetingId: elsewhere.meeting.id, payload: p.payload })).code).toBe(Code.NOT_FOUND);
    expect((await staffScan({ meetingId: p.meeting.id })).code).toBe(Code.INVALID_INPUT);
    expect(
      (
        await k.t.call(
          '/service/staff/meeting/checkin',
          { meetingId: p.meeting.id, payload: p.payload },
          { cookie: p.u },
        )
      ).code,
    ).toBe(Code.FORBIDDEN);
    expect(await countRows(k.t.deps.db, checkins)).toBe(before);
  });
});
