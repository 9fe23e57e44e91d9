import { Code } from '@app/contract/codes';
import { desc, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loginAs } from '../../test/app';
import { createUser } from '../../test/factories';
import { outbox } from '../passport/schema';
import { type Kit, meetingKit } from '../meeting/test-kit';
import { allowanceEvents, allowanceSheets } from './schema';
import { hashLinkToken } from './sheets';

let k: Kit;
let guestPhone: string;
let guestCookie: string;
let guestId: number;
beforeAll(async () => {
  k = await meetingKit();
  const g = await createUser(k.t.deps.db, { nickname: 'Guest' });
  guestPhone = g.phone!;
  guestId = g.id;
  guestCookie = await loginAs(k.t, guestPhone);
});
afterAll(() => k.t.close());
afterEach(() => k.t.clock.set('2026-03-10T08:00:00Z'));

const CARD = '6222 0202 0011 2233 445';
const S = '/service/staff/settlement';
const V = '/service/visitor/settlement';

async function newSheet(over: Record<string, unknown> = {}) {
  const r = await k.t.call(
    `${S}/save`,
    {
      expertName: '李教授',
      amountFen: 300_000,
      passportNo: 'E12345678',
      swiftCode: 'BKCHCNBJ',
      bankCard: CARD,
      bankName: '中国工商银行',
      remark: '特邀报告',
      guestCountryCode: '86',
      guestPhone,
      guestEmail: 'guest@example.com',
      ...over,
    },
    { cookie: k.staff, json: true },
  );
  expect(r.code).toBe(0);
  return r.data.id as number;
}
async function sendLink(id: number) {
  const r = await k.t.call(`${S}/sendLink/${id}`, {}, { cookie: k.staff });
  expect(r.code).toBe(0);
  return { ...r.data, token: (r.data.url as string).split('/settlement/')[1]! };
}
const confirmBody = (over: Record<string, unknown> = {}) => ({
  agreeTerms: '1',
  agreeTax: '1',
  bankCard: '6222020200112233445',
  countryCode: '86',
  phone: '13800001111',
  email: 'me@example.com',
  ...over,
});
const statusOf = async (id: number) =>
  (await k.t.deps.db.select().from(allowanceSheets).where(eq(allowanceSheets.id, id)))[0]!.status;

describe('the honorarium link (B12)', () => {
  it('is a 256-bit token stored only as a hash, sent to the guest by SMS and e-mail', async () => {
    const id = await newSheet();
    const link = await sendLink(id);
    expect(link.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(link.url).toMatch(/^http:\/\/[^/]+\/settlement\//);
    expect(link.expiresAt).toBe('2026-04-09T08:00:00.000Z');
    const [row] = await k.t.deps.db.select().from(allowanceSheets).where(eq(allowanceSheets.id, id));
    expect(row!.tokenHash).toBe(hashLinkToken(link.token));
    expect(JSON.stringify(row)).not.toContain(link.token);
    const sent = await k.t.deps.db.select().from(outbox).orderBy(desc(outbox.id)).limit(2);
    expect(sent.map((m) => m.recipient).sort()).toEqual([`+86${guestPhone}`, 'guest@example.com'].sort());
    expect(sent.every((m) => m.body.includes(link.url))).toBe(true);
  });

  it('shows the sheet masked, confirms once, and refuses the link a second time', async () => {
    const id = await newSheet();
    const { token } = await sendLink(id);
    const view = await k.t.call(`${V}/view/${token}`);
    expect(view.data).toMatchObject({
      id,
      amountFen: 300_000,
      expertName: '李教授',
      bankCard: '**** 3445',
      passportNo: 'E1*****78',
      status: 'pending_confirm',
      linkState: 'valid',
      confirmOpen: true,
    });
    const ok = await k.t.call(`${V}/confirm/${token}`, confirmBody());
    expect(ok.data.status).toBe('confirmed');
    const reuse = await k.t.call(`${V}/confirm/${token}`, confirmBody());
    expect(reuse.code).toBe(Code.LINK_EXPIRED);
    expect(reuse.codeMsg).toBe('该链接已使用，请联系顾问');
    expect((await k.t.call(`${V}/return/${token}`, { reason: 'x' })).code).toBe(Code.LINK_EXPIRED);
    expect((await k.t.call(`${V}/view/${token}`)).data).toMatchObject({ status: 'confirmed', linkState: 'used' });
    const events = await k.t.deps.db.select().from(allowanceEvents).where(eq(allowanceEvents.sheetId, id));
    expect(events.at(-1)).toMatchObject({ fromStatus: 'pending_confirm', toStatus: 'confirmed', actorKind: 'guest' });
  });

  it('expires after 30 days; a new link kills the old one; unknown tokens are not found', async () => {
    const id = await newSheet();
    const first = await sendLink(id);
    const second = await sendLink(id);
    expect((await k.t.call(`${V}/view/${first.token}`)).code).toBe(Code.NOT_FOUND);
    k.t.clock.set('2026-04-09T08:00:01Z');
    const expired = await k.t.call(`${V}/confirm/${second.token}?lang=en`, confirmBody());
    expect(expired.code).toBe(Code.LINK_EXPIRED);
    expect(expired.codeMsg).toBe('The link has expired, please contact your adviser');
    expect((await k.t.call(`${V}/view/${second.token}`)).code).toBe(Code.LINK_EXPIRED);
    expect((await k.t.call(`${V}/view/${'a'.repeat(43)}`)).code).toBe(Code.NOT_FOUND);
    expect(await statusOf(id)).toBe('pending_confirm');
  });
});

describe('confirmation rules of §5', () => {
  it('names each bad input and changes nothing', async () => {
    const id = await newSheet();
    const { token } = await sendLink(id);
    const cases: [string, Record<string, unknown>, number, string][] = [
      ['agreement not ticked', { agreeTerms: '0' }, Code.INVALID_INPUT, '请阅读并勾选协议'],
      ['tax agreement not ticked', { agreeTax: '0' }, Code.INVALID_INPUT, '请阅读并勾选协议'],
      ['account does not match', { bankCard: '6222020200112233446' }, Code.INVALID_INPUT, '账户不一致'],
      ['bad phone', { phone: '1380000111' }, Code.INVALID_INPUT, '请输入正确的电话号码'],
      ['bad e-mail', { email: 'me@' }, Code.INVALID_INPUT, '请输入正确的邮箱'],
    ];
    for (const [name, over, code, msg] of cases) {
      const r = await k.t.call(`${V}/confirm/${token}`, confirmBody(over));
      expect(r.code, name).toBe(code);
      expect(r.codeMsg, name).toBe(msg);
    }
    expect(
      (await k.t.call(`${V}/confirm/${token}?lang=en`, confirmBody({ bankCard: '1111222233334444' }))).codeMsg,
    ).toBe('The account does not match');
    const ret = await k.t.call(`${V}/return/${token}`, { reason: '  ' });
    expect(ret.codeMsg).toBe('请填写退回原因');
    expect(await statusOf(id)).toBe('pending_confirm');
    // The link still works after refused attempts.
    expect((await k.t.call(`${V}/confirm/${token}`, confirmBody())).data.status).toBe('confirmed');
  });

  it('confirms only on days 1–24 (Beijing time): the 25th is refused', async () => {
    const id = await newSheet();
    const { token } = await sendLink(id);
    k.t.clock.set('2026-03-24T16:00:00Z'); // 00:00 on the 25th in Beijing
    const r = await k.t.call(`${V}/confirm/${token}`, confirmBody());
    expect(r.code).toBe(Code.OUT_OF_WINDOW);
    expect(r.codeMsg).toBe('每月1日至24日可确认，25日至月底暂停确认');
    expect((await k.t.call(`${V}/view/${token}`)).data.confirmOpen).toBe(false);
    k.t.clock.set('2026-03-31T15:59:00Z'); // last minute of the month
    expect((await k.t.call(`${V}/confirm/${token}`, confirmBody())).code).toBe(Code.OUT_OF_WINDOW);
    k.t.clock.set('2026-03-24T15:59:00Z'); // 23:59 on the 24th
    expect((await k.t.call(`${V}/confirm/${token}`, confirmBody())).data.status).toBe('confirmed');
  });

  it('lets the signed-in guest read and return the sheet by id; others do not see it', async () => {
    const id = await newSheet();
    await sendLink(id);
    const mine = await k.t.call(`/service/user/settlement/details/${id}`, {}, { cookie: guestCookie });
    expect(mine.data).toMatchObject({ id, status: 'pending_confirm' });
    expect((await k.t.call(`/service/user/settlement/details/${id}`, {}, { cookie: k.bob })).code).toBe(Code.NOT_FOUND);
    const ret = await k.t.call(
      `/service/user/settlement/return/${id}`,
      { reason: '金额有误' },
      { cookie: guestCookie },
    );
    expect(ret.data.status).toBe('returned');
    const [row] = await k.t.deps.db.select().from(allowanceSheets).where(eq(allowanceSheets.id, id));
    expect(row).toMatchObject({ returnReason: '金额有误', guestUserId: guestId });
    // The link died with the return.
    expect(row!.tokenUsedAt).not.toBeNull();
    expect(
      (await k.t.call(`/service/user/settlement/confirm/${id}`, confirmBody(), { cookie: guestCookie })).code,
    ).toBe(Code.INVALID_STATE);
  });
});

describe('staff handling', () => {
  it('moves a sheet through rejection, a new link, confirmation, waiting for payment, failed and paid', async () => {
    const id = await newSheet();
    expect((await k.t.call(`${S}/mark/${id}`, { to: 'waiting_payment' }, { cookie: k.staff })).code).toBe(
      Code.INVALID_STATE,
    );
    const first = await sendLink(id);
    await k.t.call(`${V}/confirm/${first.token}`, confirmBody());
    const noComment = await k.t.call(`${S}/reject/${id}`, { comment: '' }, { cookie: k.staff });
    expect(noComment.codeMsg).toBe('请填写驳回意见');
    expect((await k.t.call(`${S}/reject/${id}`, { comment: '护照号有误' }, { cookie: k.staff })).data.status).toBe(
      'rejected',
    );
    const view = await k.t.call(`/service/user/settlement/details/${id}`, {}, { cookie: guestCookie });
    expect(view.data).toMatchObject({ status: 'rejected', staffComment: '护照号有误' });
    // Fixed and sent again.
    expect((await newSheet({ id, passportNo: 'E87654321' })) === id).toBe(true);
    const second = await sendLink(id);
    expect((await k.t.call(`${V}/confirm/${second.token}`, confirmBody())).data.status).toBe('confirmed');
    // A confirmed sheet is no longer editable.
    const edit = await k.t.call(
      `${S}/save`,
      { id, expertName: 'x', amountFen: 1, bankCard: CARD, bankName: 'b', guestPhone, guestEmail: 'g@e.co' },
      { cookie: k.staff, json: true },
    );
    expect(edit.code).toBe(Code.INVALID_STATE);
    for (const to of ['waiting_payment', 'failed', 'waiting_payment', 'paid']) {
      const r = await k.t.call(`${S}/mark/${id}`, { to }, { cookie: k.staff });
      expect(r.data?.status, to).toBe(to);
    }
    expect((await k.t.call(`${S}/mark/${id}`, { to: 'failed' }, { cookie: k.staff })).code).toBe(Code.INVALID_STATE);
    const list = await k.t.call(`${S}/list`, { status: 'paid' }, { cookie: k.staff });
    const entry = list.data.list.find((s: { id: number }) => s.id === id);
    expect(entry).toMatchObject({
      bankCard: '6222020200112233445',
      passportNo: 'E87654321',
      confirmPhone: '13800001111',
    });
    expect(entry.events.map((e: { to: string }) => e.to)).toEqual([
      'pending_confirm',
      'pending_confirm',
      'confirmed',
      'rejected',
      'pending_confirm',
      'confirmed',
      'waiting_payment',
      'failed',
      'waiting_payment',
      'paid',
    ]);
  });

  it('is staff only', async () => {
    expect((await k.t.call(`${S}/list`, {}, { cookie: k.alice })).code).toBe(Code.FORBIDDEN);
    expect((await k.t.call(`${S}/list`)).code).toBe(Code.NOT_LOGGED_IN);
    expect((await k.t.call(`${S}/sendLink/1`, {}, { cookie: k.alice })).code).toBe(Code.FORBIDDEN);
  });
});
