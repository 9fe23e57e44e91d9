import type { CallDef } from '@app/contract/call';
import { pathParams } from '@app/contract/call';
import { contributionCalls } from '@app/contract/calls/contribution';
import { meetingCalls } from '@app/contract/calls/meeting';
import { meetingStaffCalls } from '@app/contract/calls/meeting-staff';
import { orderCalls } from '@app/contract/calls/order';
import { settlementCalls } from '@app/contract/calls/settlement';
import { Code } from '@app/contract/codes';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { changedTables, dbState } from '../../battery/db-state';
import { papers } from '../contribution/schema';
import { type Kit, makeMeeting, makePaperUpload, meetingKit, register } from '../meeting/test-kit';
import { allowanceSheets } from '../settlement/schema';

/**
 * QUALITY B5 over every call of issue 3 that takes an id: another user gets "not found" and none
 * of the owner's fields; a visitor gets 1001. The first test fails when a call that takes an id is
 * in none of the lists below, so a new call cannot skip the matrix.
 */
const CALLS: Record<string, CallDef> = {
  ...meetingCalls,
  ...meetingStaffCalls,
  ...orderCalls,
  ...contributionCalls,
  ...settlementCalls,
};

/** Ids of objects that belong to one user: tested below as owner, other user and visitor. */
const OWNED = [
  'scheduleDetail',
  'registerDetails',
  'orderCancel',
  'paperResubmit',
  'contributionDetails',
  'settlementDetails',
  'settlementConfirm',
  'settlementReturn',
] as const;

/** Ids of public objects (a meeting, a notice, a category); the answer is only ever the caller's own data. */
const PUBLIC_IDS: Record<string, string> = {
  meetingHome: 'public conference page; `me` is the caller’s own',
  noticeView: 'public notice',
  dialogIndex: 'the caller’s own thread about a public meeting',
  dialogSend: 'writes to the caller’s own thread',
  meetingPaymentSetting: 'public meeting settings',
  meetingInvoiceSetting: 'public meeting settings',
  annualIndex: 'public annual meeting page',
  annualSign: 'public sign-up',
  meetingSignIn: 'checks in the caller’s own registration',
  registerCreate: 'public meeting and category',
  paperMine: 'the caller’s own paper for a public meeting',
  paperSave: 'the caller’s own paper for a public meeting',
  paperSubmit: 'the caller’s own paper for a public meeting',
  collectionToggle: 'the caller’s own collection of a public meeting',
  collectionStatus: 'the caller’s own collection of a public meeting',
};

/** The link token is the credential: 256-bit random, never an id (tested in settlement.test.ts too). */
const TOKENS = ['settlementView', 'settlementLinkConfirm', 'settlementLinkReturn'];

const ID_KEY = /^(id|[a-z]+Id|[a-z]+Code|token|a|b)$/;
function takesId(call: CallDef): boolean {
  const keys = call.input instanceof z.ZodObject ? Object.keys(call.input.shape) : [];
  return [...pathParams(call.path), ...keys].some((k) => ID_KEY.test(k));
}

it('lists every call of issue 3 that takes an id, outside the staff console', () => {
  const listed = new Set<string>([...OWNED, ...Object.keys(PUBLIC_IDS), ...TOKENS]);
  const missing = Object.entries(CALLS)
    .filter(([name, c]) => c.access !== 'staff' && takesId(c) && !listed.has(name))
    .map(([name]) => name);
  expect(missing).toEqual([]);
  // The contract's own flag agrees with the list.
  const flagged = Object.entries(CALLS)
    .filter(([, c]) => c.ownedId)
    .map(([name]) => name)
    .sort();
  expect(flagged).toEqual([...OWNED].sort());
  for (const name of TOKENS) expect(CALLS[name]!.access).toBe('visitor');
});

let k: Kit;
let ids: Record<(typeof OWNED)[number], { path: string; body: Record<string, unknown>; json?: boolean }>;
/** Strings only the owner's answer may contain. */
const SECRETS = ['王小明', '13912345678', 'Owner Paper', 'Secret Guest', '3445'];

beforeAll(async () => {
  k = await meetingKit();
  const db = k.t.deps.db;
  const { meeting, cats } = await makeMeeting(db);
  const paidReg = await register(k.t, k.alice, meeting.id, cats[1]!.id);
  const other = await makeMeeting(db);
  const unpaid = await register(k.t, k.alice, other.meeting.id, other.cats[0]!.id);
  const fileId = await makePaperUpload(db, k.aliceId);
  const author = {
    position: 1,
    corresponding: true,
    nameEn: 'Ann',
    countryCode: '86',
    phone: '13800000001',
    email: 'a@e.co',
  };
  const paper = { title: 'Owner Paper', keywords: 'k', abstract: 'a', fields: ['ai'], fileId, authors: [author] };
  const sub = await k.t.call(
    '/service/business/order/contribution/submit',
    { meetingId: meeting.id, ...paper },
    { cookie: k.alice, json: true },
  );
  await db.update(papers).set({ status: 'revision_requested' }).where(eq(papers.id, sub.data.id));
  const alicePhone = (await db.query.users.findFirst({ where: (u, { eq: e }) => e(u.id, k.aliceId) }))!.phone!;
  const newSheet = async () => {
    const r = await k.t.call(
      '/service/staff/settlement/save',
      {
        expertName: 'Secret Guest',
        amountFen: 1000,
        bankCard: '6222020200112233445',
        bankName: 'Bank',
        guestCountryCode: '86',
        guestPhone: alicePhone,
        guestEmail: 'alice@example.com',
      },
      { cookie: k.staff, json: true },
    );
    const [s] = await db.select().from(allowanceSheets).where(eq(allowanceSheets.id, r.data.id));
    expect(s!.guestUserId).toBe(k.aliceId);
    return s!.id;
  };
  const [s1, s2] = [await newSheet(), await newSheet()];
  const confirm = {
    agreeTerms: '1',
    agreeTax: '1',
    bankCard: '6222020200112233445',
    phone: '13800000002',
    email: 'a@e.co',
  };
  ids = {
    scheduleDetail: { path: `/service/user/meeting/schedule/details/${paidReg.data.registrationId}`, body: {} },
    registerDetails: { path: `/service/business/order/register/details/${paidReg.data.orderId}`, body: {} },
    orderCancel: { path: `/service/business/pay/register/${unpaid.data.orderId}/cancel`, body: {} },
    paperResubmit: { path: `/service/business/order/contribution/resubmit/${sub.data.id}`, body: paper, json: true },
    contributionDetails: { path: `/service/business/order/contribution/details/${sub.data.id}`, body: {} },
    settlementDetails: { path: `/service/user/settlement/details/${s1}`, body: {} },
    settlementConfirm: { path: `/service/user/settlement/confirm/${s1}`, body: confirm },
    settlementReturn: { path: `/service/user/settlement/return/${s2}`, body: { reason: 'r' } },
  };
});
afterAll(() => k.t.close());

describe('B5: another user and a visitor', () => {
  for (const name of OWNED) {
    it(`${name}: another user gets not found, a visitor 1001, nothing written`, async () => {
      const { path, body, json } = ids[name];
      const before = await dbState(k.t.deps.db);
      const other = await k.t.call(path, body, { cookie: k.bob, json });
      expect(other.code).toBe(Code.NOT_FOUND);
      for (const s of SECRETS) expect(JSON.stringify(other)).not.toContain(s);
      const visitor = await k.t.call(path, body, { json });
      expect(visitor.code).toBe(Code.NOT_LOGGED_IN);
      expect(visitor.data).toBeNull();
      expect(changedTables(before, await dbState(k.t.deps.db))).toEqual([]);
      // The owner is served (last: the writes change state).
      const owner = await k.t.call(path, body, { cookie: k.alice, json });
      expect(owner.code, owner.codeMsg).toBe(0);
    });
  }

  it('public-id calls that need a login answer a visitor 1001 and another user only their own data', async () => {
    const { meeting } = await makeMeeting(k.t.deps.db);
    await k.t.call(
      `/service/visitor/dialog/send/${meeting.id}`,
      { content: 'Alice private question' },
      { cookie: k.alice },
    );
    const bobThread = await k.t.call(`/service/visitor/dialog/index/${meeting.id}`, {}, { cookie: k.bob });
    expect(JSON.stringify(bobThread.data)).not.toContain('Alice private');
    const mine = ids.paperResubmit.path.split('/').pop();
    const [p] = await k.t.deps.db
      .select()
      .from(papers)
      .where(eq(papers.id, Number(mine)));
    expect(
      (await k.t.call(`/service/business/order/contribution/mine/${p!.meetingId}`, {}, { cookie: k.bob })).data,
    ).toBeNull();
    const visitorCalls: [string, Record<string, unknown>, boolean?][] = [
      [`/service/visitor/dialog/index/${meeting.id}`, {}],
      [`/service/visitor/dialog/send/${meeting.id}`, { content: 'x' }],
      [`/service/user/meeting/signIn/${meeting.id}`, {}],
      [`/service/business/order/contribution/mine/${meeting.id}`, {}],
      [`/service/user/collection/meeting/toggle/${meeting.id}`, {}],
      [`/service/user/collection/meeting/status/${meeting.id}`, {}],
      [
        '/service/business/order/register/create',
        { meetingId: meeting.id, categoryId: 1, name: 'n', phone: '13800000000', email: 'a@e.co', unit: 'u' },
      ],
      ['/service/business/order/contribution/save', { meetingId: meeting.id, title: 't' }, true],
    ];
    for (const [path, body, json] of visitorCalls)
      expect((await k.t.call(path, body, { json })).code, path).toBe(Code.NOT_LOGGED_IN);
  });

  it('token calls refuse a guessed token', async () => {
    for (const token of ['1'.repeat(32), `${'A'.repeat(42)}B`]) {
      expect((await k.t.call(`/service/visitor/settlement/view/${token}`)).code).toBe(Code.NOT_FOUND);
    }
    expect((await k.t.call('/service/visitor/settlement/view/12345')).code).toBe(Code.INVALID_INPUT);
  });
});
