import { TOPUP_MAX_FEN, TOPUP_MIN_FEN, zYuanAmount } from '@app/contract/calls/wallet';
import { Code } from '@app/contract/codes';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { discountOf } from './coupons';
import { balanceOf, checkInvariants, fund, makeOrder, type PayKit, payKit, setPayPassword } from './test-kit';
import { bonusFor } from './wallet';

/**
 * QUALITY B3: money properties. Pure rules over thousands of inputs, and random top-up / pay /
 * refund sequences through the API with the invariants checked after every step.
 */
describe('B3: amount parsing and coupon arithmetic', () => {
  it('a yuan amount becomes exact fen within the limits, or is refused', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), (fen) => {
        const s = `${Math.floor(fen / 100)}.${String(fen % 100).padStart(2, '0')}`;
        const r = zYuanAmount.safeParse(s);
        expect(r.success).toBe(fen >= TOPUP_MIN_FEN && fen <= TOPUP_MAX_FEN);
        if (r.success) expect(r.data).toBe(fen);
      }),
      { numRuns: 5000 },
    );
    for (const [s, ok] of [
      ['9.99', false],
      ['10', true],
      ['5000', true],
      ['5000.01', false],
      ['10.001', false],
      ['1e3', false],
      ['-0', false],
      ['NaN', false],
      [' 10', false],
      ['10 ', false],
      ['+10', false],
      ['0x10', false],
      ['10.', false],
      ['.5', false],
      ['Infinity', false],
    ] as const)
      expect(zYuanAmount.safeParse(s).success, s).toBe(ok);
    expect(zYuanAmount.safeParse(1000).success).toBe(false);
  });

  it('a coupon never takes the whole amount or more, and the payer pays whole fen', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 50_000_000 }),
        fc.integer({ min: 1, max: 99 }),
        fc.integer({ min: 1, max: 50_000_000 }),
        (amount, pct, off) => {
          const d = discountOf({ type: 'discount', amountOffFen: 0, discountPercent: pct }, amount);
          expect(Number.isInteger(d)).toBe(true);
          expect(d).toBeGreaterThanOrEqual(0);
          expect(amount - d).toBeGreaterThanOrEqual(Math.ceil((amount * (100 - pct)) / 100));
          // Amount off below the threshold (the template CHECK), with amount ≥ threshold.
          const threshold = off + 1;
          if (amount >= threshold) {
            const a = discountOf({ type: 'amount', amountOffFen: off, discountPercent: 0 }, amount);
            expect(amount - a).toBeGreaterThan(0);
          }
        },
      ),
      { numRuns: 5000 },
    );
  });

  it('the top-up bonus is the highest tier reached, never more than 7% of the amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: TOPUP_MIN_FEN, max: TOPUP_MAX_FEN }), (fen) => {
        const b = bonusFor(fen);
        expect(b).toBeGreaterThanOrEqual(0);
        expect(b).toBeLessThanOrEqual(fen * 0.07);
        expect(bonusFor(fen + 1)).toBeGreaterThanOrEqual(b);
      }),
      { numRuns: 2000 },
    );
  });
});

let k: PayKit;
beforeAll(async () => {
  k = await payKit();
  await setPayPassword(k, k.alice);
});
afterAll(() => k.t.close());

type Op = { op: 'topup'; fen: number } | { op: 'pay'; fen: number } | { op: 'refund'; pick: number };

describe('B3: random sequences through the API', () => {
  it('balance = model = ledger sum, never negative, limits exact', async () => {
    const start = await balanceOf(k.db, k.aliceId);
    let model = start;
    const paid: { id: number; fen: number }[] = [];
    const opArb: fc.Arbitrary<Op> = fc.oneof(
      fc.record({
        op: fc.constant('topup' as const),
        fen: fc.oneof(fc.constantFrom(999, 1000, 500_000, 500_001), fc.integer({ min: 1, max: 600_000 })),
      }),
      fc.record({
        op: fc.constant('pay' as const),
        fen: fc.oneof(fc.constant(-1), fc.integer({ min: 1, max: 300_000 })),
      }),
      fc.record({ op: fc.constant('refund' as const), pick: fc.nat() }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(opArb, { minLength: 1, maxLength: 12 }), async (ops) => {
        for (const o of ops) {
          if (o.op === 'topup') {
            const amount = `${Math.floor(o.fen / 100)}.${String(o.fen % 100).padStart(2, '0')}`;
            const r = await k.t.call('/service/user/wallet/topup/create', { amount }, { cookie: k.alice });
            if (o.fen < 1000 || o.fen > 500_000) {
              expect(r.code).toBe(Code.INVALID_INPUT);
              continue;
            }
            expect(r.code, r.codeMsg).toBe(0);
            const p = await k.t.call(
              `/service/business/pay/topup/${r.data.orderId}/online/sandbox`,
              {},
              { cookie: k.alice },
            );
            await k.t.call(`/service/business/pay/sandbox/confirm/${p.data.intentId}`, {
              token: p.data.token,
              outcome: 'pay',
            });
            model += o.fen + bonusFor(o.fen);
          } else if (o.op === 'pay') {
            // -1: exactly the balance + 1 fen.
            const fen = o.fen === -1 ? model + 1 : o.fen;
            const order = await makeOrder(k.db, k.aliceId, fen);
            const r = await k.t.call(
              `/service/business/pay/translation/${order.id}/wallet`,
              { payPassword: '123456' },
              { cookie: k.alice },
            );
            if (fen > model) expect(r.code).toBe(Code.INSUFFICIENT_BALANCE);
            else {
              expect(r.code, r.codeMsg).toBe(0);
              model -= fen;
              paid.push({ id: order.id, fen });
            }
          } else if (paid.length) {
            const [x] = paid.splice(o.pick % paid.length, 1);
            const r = await k.t.call(
              `/service/staff/pay/order/refund/${x!.id}`,
              { to: 'wallet', reason: 'prop' },
              { cookie: k.staff },
            );
            expect(r.code, r.codeMsg).toBe(0);
            model += x!.fen;
          }
          expect(await balanceOf(k.db, k.aliceId)).toBe(model);
        }
        expect(await checkInvariants(k.db)).toEqual({ negative: 0, mismatched: 0, doubled: 0 });
      }),
      { numRuns: 25 },
    );
    // The fixture funding helper is the only other writer.
    await fund(k.db, k.aliceId, 1);
    expect(await balanceOf(k.db, k.aliceId)).toBe(model + 1);
  }, 120_000);
});
