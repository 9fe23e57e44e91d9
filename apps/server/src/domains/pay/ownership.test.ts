import type { CallDef } from '@app/contract/call';
import { pathParams } from '@app/contract/call';
import { couponCalls } from '@app/contract/calls/coupon';
import { payCalls } from '@app/contract/calls/pay';
import { walletCalls } from '@app/contract/calls/wallet';
import { Code } from '@app/contract/codes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { changedTables, dbState } from '../../battery/db-state';
import {
  drawCouponOf,
  fund,
  makeOrder,
  makeTemplate,
  makeVoucherUpload,
  type PayKit,
  payKit,
  setPayPassword,
} from './test-kit';

/**
 * QUALITY B5 over the payment, wallet and coupon calls that take an id: another user gets "not
 * found" and none of the owner's fields, a visitor 1001, nothing written. The first test fails
 * when such a call is in none of the lists, so a new one cannot skip the matrix.
 */
const CALLS: Record<string, CallDef> = { ...payCalls, ...walletCalls, ...couponCalls };

const OWNED = ['payOrderView', 'payOffline', 'payOnline', 'payWallet', 'payVoucher'] as const;

/** Public ids whose answer is only ever the caller's own data. */
const PUBLIC_IDS: Record<string, string> = {
  couponFrontView: 'public coupon template by its 128-bit code; `drawn` is the caller’s own',
  couponDraw: 'draws into the caller’s own coupons from a public template',
};

/** The signed token is the credential of the sandbox page (HMAC of the 128-bit random intent id). */
const TOKENS = ['sandboxIntentView', 'sandboxConfirm'];

/** Signed by the channel: the signature, not a session, is checked (callbacks.test.ts). */
const SIGNED = ['sandboxCallback'];

const ID_KEY = /^(id|[a-z]+Id|[a-z]+Code|token|a|b)$/;
function takesId(call: CallDef): boolean {
  const keys = call.input instanceof z.ZodObject ? Object.keys(call.input.shape) : [];
  return [...pathParams(call.path), ...keys].some((k) => ID_KEY.test(k));
}

it('lists every payment, wallet and coupon call that takes an id, outside the staff console', () => {
  const listed = new Set<string>([...OWNED, ...Object.keys(PUBLIC_IDS), ...TOKENS, ...SIGNED]);
  const missing = Object.entries(CALLS)
    .filter(([name, c]) => c.access !== 'staff' && takesId(c) && !listed.has(name))
    .map(([name]) => name);
  expect(missing).toEqual([]);
  const flagged = Object.entries(CALLS)
    .filter(([, c]) => c.ownedId)
    .map(([name]) => name)
    .sort();
  expect(flagged).toEqual([...OWNED].sort());
  for (const name of [...TOKENS, ...SIGNED]) expect(CALLS[name]!.access).toBe('visitor');
});

let k: PayKit;
let orderNo = '';
let ids: Record<(typeof OWNED)[number], { path: string; body: Record<string, unknown> }>;

beforeAll(async () => {
  k = await payKit();
  await setPayPassword(k, k.alice);
  await setPayPassword(k, k.bob);
  await fund(k.db, k.aliceId, 100_000);
  await fund(k.db, k.bobId, 100_000);
  const t = await makeTemplate(k.db);
  const coupon = await drawCouponOf(k, k.alice, t.code);
  const o = await makeOrder(k.db, k.aliceId, 34_567);
  orderNo = o.orderNo;
  const fileId = await makeVoucherUpload(k.db, k.aliceId);
  const [o1, o2, o3, o4] = [
    await makeOrder(k.db, k.aliceId, 34_567),
    await makeOrder(k.db, k.aliceId, 34_567),
    await makeOrder(k.db, k.aliceId, 34_567),
    await makeOrder(k.db, k.aliceId, 34_567),
  ];
  ids = {
    payOrderView: { path: `/service/business/pay/order/${o.id}`, body: {} },
    payOffline: { path: `/service/business/pay/translation/${o1!.id}/offline`, body: { couponId: coupon } },
    payOnline: { path: `/service/business/pay/translation/${o2!.id}/online/sandbox`, body: {} },
    payWallet: { path: `/service/business/pay/translation/${o3!.id}/wallet`, body: { payPassword: '123456' } },
    payVoucher: { path: `/service/business/pay/translation/${o4!.id}/voucher`, body: { fileId } },
  };
});
afterAll(() => k.t.close());

describe('B5: another user and a visitor', () => {
  for (const name of OWNED) {
    it(`${name}: another user gets not found, a visitor 1001, nothing written`, async () => {
      const { path, body } = ids[name];
      const before = await dbState(k.db);
      const other = await k.t.call(path, body, { cookie: k.bob });
      expect(other.code).toBe(Code.NOT_FOUND);
      expect(JSON.stringify(other)).not.toContain('34567');
      expect(JSON.stringify(other)).not.toContain(orderNo);
      const visitor = await k.t.call(path, body);
      expect(visitor.code).toBe(Code.NOT_LOGGED_IN);
      expect(visitor.data).toBeNull();
      expect(changedTables(before, await dbState(k.db))).toEqual([]);
      const owner = await k.t.call(path, body, { cookie: k.alice });
      expect(owner.code, owner.codeMsg).toBe(0);
    });
  }

  it('another user’s coupon cannot be applied, and looks like any inapplicable coupon', async () => {
    const t = await makeTemplate(k.db);
    const bobs = await drawCouponOf(k, k.bob, t.code);
    const o = await makeOrder(k.db, k.aliceId, 9_000);
    const before = await dbState(k.db);
    const r = await k.t.call(
      `/service/business/pay/translation/${o.id}/offline`,
      { couponId: bobs },
      { cookie: k.alice },
    );
    expect(r.code).toBe(Code.COUPON_NOT_APPLICABLE);
    expect(changedTables(before, await dbState(k.db))).toEqual([]);
  });

  it('the sandbox page refuses a guessed or another intent’s token', async () => {
    const o = await makeOrder(k.db, k.aliceId, 500);
    const a = await k.t.call(`/service/business/pay/translation/${o.id}/online/sandbox`, {}, { cookie: k.alice });
    const o2 = await makeOrder(k.db, k.bobId, 500);
    const b = await k.t.call(`/service/business/pay/translation/${o2.id}/online/sandbox`, {}, { cookie: k.bob });
    expect(
      (await k.t.call(`/service/business/pay/sandbox/intent/${a.data.intentId}`, { token: b.data.token })).code,
    ).toBe(Code.NOT_FOUND);
    expect(
      (
        await k.t.call(`/service/business/pay/sandbox/confirm/${a.data.intentId}`, {
          token: b.data.token,
          outcome: 'pay',
        })
      ).code,
    ).toBe(Code.NOT_FOUND);
    expect(a.data.intentId).toMatch(/^[0-9a-f]{32}$/);
  });

  it('a visitor gets 1001 from the wallet and coupon calls', async () => {
    for (const path of [
      '/service/user/wallet/index',
      '/service/user/wallet/changePass',
      '/service/user/wallet/changePassByCode',
      '/service/user/wallet/topup/create',
      '/service/user/wallet/topup/list',
      '/service/user/wallet/exchangeGift',
      '/service/user/coupon/list/',
    ])
      expect((await k.t.call(path)).code, path).toBe(Code.NOT_LOGGED_IN);
  });

  it('the wallet and coupon lists show only the caller’s own rows', async () => {
    const idx = await k.t.call('/service/user/wallet/index', {}, { cookie: k.bob });
    expect(idx.data.ledger.list.every((l: { orderNo: string | null }) => l.orderNo !== orderNo)).toBe(true);
    const list = await k.t.call('/service/user/coupon/list/', { status: 'unused' }, { cookie: k.bob });
    expect(JSON.stringify(list.data)).not.toContain(orderNo);
  });
});
