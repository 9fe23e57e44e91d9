import { Code } from '@app/contract/codes';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changedTables, dbState } from '../../battery/db-state';
import { orderEvents } from '../order/schema';
import type { SandboxCallback } from './sandbox';
import { payReceipts } from './schema';
import { balanceOf, checkInvariants, orderRow, type PayKit, payKit, signedCallback } from './test-kit';

/**
 * QUALITY B2 on the sandbox channel's callback endpoint: every forged or replayed kind is refused
 * with nothing written, and a top-up is credited exactly once.
 */
let k: PayKit;
beforeAll(async () => {
  k = await payKit();
});
afterAll(() => k.t.close());

const post = (p: SandboxCallback, headers: Record<string, string> = {}) =>
  k.t.call('/service/business/pay/callback/sandbox', { ...p }, { headers });

async function openTopup(cookie: string, amount = '100') {
  const top = await k.t.call('/service/user/wallet/topup/create', { amount }, { cookie });
  const r = await k.t.call(`/service/business/pay/topup/${top.data.orderId}/online/sandbox`, {}, { cookie });
  expect(r.code, r.codeMsg).toBe(0);
  const o = await orderRow(k.db, top.data.orderId);
  return { orderId: o.id, orderNo: o.orderNo, intentId: r.data.intentId as string, amountFen: o.amountFen };
}

describe('B2: forged callbacks are refused, nothing written', () => {
  it('bad, missing or tampered signature, wrong merchant, wrong amount, stale, unknown or closed order', async () => {
    const t = await openTopup(k.alice);
    const good = await signedCallback(k, t);
    const other = await openTopup(k.bob);
    const closed = await openTopup(k.alice);
    await k.t.call(`/service/business/pay/topup/${closed.orderId}/cancel`, {}, { cookie: k.alice });
    const cases: [string, SandboxCallback | Record<string, string>, number][] = [
      ['bad signature', { ...good, sign: 'f'.repeat(64) }, Code.SIGNATURE_INVALID],
      ['garbage signature', { ...good, sign: 'not-a-signature' }, Code.SIGNATURE_INVALID],
      ['empty signature', { ...good, sign: '' }, Code.SIGNATURE_INVALID],
      ['missing signature', (({ sign: _s, ...rest }) => rest)(good), Code.INVALID_INPUT],
      ['tampered amount', { ...good, amountFen: '1' }, Code.SIGNATURE_INVALID],
      ['tampered order', { ...good, orderNo: other.orderNo }, Code.SIGNATURE_INVALID],
      ['tampered intent', { ...good, intentId: other.intentId }, Code.SIGNATURE_INVALID],
      ['tampered result', { ...good, result: 'fail' }, Code.SIGNATURE_INVALID],
      [
        'signed with another key',
        { ...good, sign: good.sign.replace(/^./, (c) => (c === 'a' ? 'b' : 'a')) },
        Code.SIGNATURE_INVALID,
      ],
      ['wrong merchant', await signedCallback(k, t, { merchant: 'OTHER-MCH' }), Code.SIGNATURE_INVALID],
      ['amount not the order’s', await signedCallback(k, { ...t, amountFen: t.amountFen - 1 }), Code.CALLBACK_REFUSED],
      [
        'stale timestamp',
        await signedCallback(k, t, { timestamp: String(Math.floor(k.t.clock.now().getTime() / 1000) - 301) }),
        Code.CALLBACK_REFUSED,
      ],
      [
        'future timestamp',
        await signedCallback(k, t, { timestamp: String(Math.floor(k.t.clock.now().getTime() / 1000) + 301) }),
        Code.CALLBACK_REFUSED,
      ],
      ['unknown intent', await signedCallback(k, { ...t, intentId: 'a'.repeat(32) }), Code.CALLBACK_REFUSED],
      [
        'order number of another order',
        await signedCallback(k, { ...t, orderNo: other.orderNo }),
        Code.CALLBACK_REFUSED,
      ],
      ['closed order', await signedCallback(k, closed), Code.CALLBACK_REFUSED],
    ];
    const before = await dbState(k.db);
    for (const [name, body, code] of cases) {
      const r = await post(body as SandboxCallback);
      expect(r.code, name).toBe(code);
      expect(r.status, name).toBe(200);
      expect(JSON.stringify(r.data ?? null), name).not.toContain('paid');
    }
    expect(changedTables(before, await dbState(k.db))).toEqual([]);
    // The genuine one, from another site's servers (exempt from the Origin check), is accepted.
    const ok = await post(good, { origin: 'https://pay.sandbox.example' });
    expect(ok.code, ok.codeMsg).toBe(0);
    expect(ok.data).toEqual({ received: true, orderStatus: 'paid' });
  });

  it('16 sequential and 10 concurrent replays credit exactly once', async () => {
    const t = await openTopup(k.bob, '200');
    const start = await balanceOf(k.db, k.bobId);
    const cb = await signedCallback(k, t);
    expect((await post(cb)).code).toBe(0);
    expect(await balanceOf(k.db, k.bobId)).toBe(start + 20_000);
    const before = await dbState(k.db);
    for (let i = 0; i < 16; i++) {
      const r = await post(cb);
      expect(r.code).toBe(Code.CALLBACK_REFUSED);
      expect(r.codeMsg).toBe('重复的支付通知');
    }
    const par = await Promise.all(Array.from({ length: 10 }, () => post(cb)));
    for (const r of par) expect(r.code).toBe(Code.CALLBACK_REFUSED);
    // The same notification re-signed with a fresh nonce: the intent already succeeded.
    for (let i = 0; i < 3; i++) expect((await post(await signedCallback(k, t))).code).toBe(Code.CALLBACK_REFUSED);
    expect(changedTables(before, await dbState(k.db))).toEqual([]);
    expect(await balanceOf(k.db, k.bobId)).toBe(start + 20_000);
    const receipts = await k.db.select().from(payReceipts).where(eq(payReceipts.orderId, t.orderId));
    expect(receipts).toHaveLength(1);
    const paid = (await k.db.select().from(orderEvents).where(eq(orderEvents.orderId, t.orderId))).filter(
      (e) => e.toStatus === 'paid',
    );
    expect(paid).toHaveLength(1);
  });

  it('10 concurrent distinct genuine callbacks of one intent: paid once', async () => {
    const t = await openTopup(k.alice, '300');
    const start = await balanceOf(k.db, k.aliceId);
    const cbs = await Promise.all(Array.from({ length: 10 }, () => signedCallback(k, t)));
    const res = await Promise.all(cbs.map((c) => post(c)));
    expect(res.filter((r) => r.code === 0)).toHaveLength(1);
    expect(await balanceOf(k.db, k.aliceId)).toBe(start + 30_000 + 0);
    expect(await checkInvariants(k.db)).toEqual({ negative: 0, mismatched: 0, doubled: 0 });
  });
});
