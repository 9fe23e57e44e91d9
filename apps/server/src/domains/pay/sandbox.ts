import { createHmac, randomBytes } from 'node:crypto';
import type { Lang } from '@app/contract/messages';
import { and, eq } from 'drizzle-orm';
import type { Deps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import { describeOrder } from '../order/kinds';
import { orders } from '../order/schema';
import { lockOn } from '../order/states';
import type { TOrderStatus } from '../order/types';
import { isUniqueViolation } from '../staff/db-errors';
import { payableOf } from '../order/states';
import { MERCHANT, settlePaid } from './orders';
import { payCallbackNonces, payIntents, payReceipts } from './schema';
import { channelKey, intentToken, safeEqual } from './secret';

/** A callback older (or newer) than this is refused. */
export const CALLBACK_MAX_SKEW_S = 300;

export interface SandboxCallback {
  merchant: string;
  intentId: string;
  orderNo: string;
  amountFen: string;
  timestamp: string;
  nonce: string;
  result: 'success' | 'fail';
  sign: string;
}

/** The signed string: the fields in a fixed order, `|`-joined (none may contain `|`). */
export function signingString(p: Omit<SandboxCallback, 'sign'>): string {
  return [p.merchant, p.intentId, p.orderNo, p.amountFen, p.timestamp, p.nonce, p.result].join('|');
}

export function signWith(key: Buffer, p: Omit<SandboxCallback, 'sign'>): string {
  return createHmac('sha256', key).update(signingString(p)).digest('hex');
}

const refused = (key: string): never => {
  throw new AppError('CALLBACK_REFUSED', {}, key);
};

/**
 * Verifies and applies a callback of the sandbox channel: signature, merchant, timestamp window,
 * nonce (unique key: a replay is refused), the intent and its order (locked: order first, then
 * intent, the lock order of every other payment path), the amount, and the state. A refused
 * callback rolls back whole, so nothing of it is written. An intent succeeds at most once and
 * the receipt's unique (channel, out-trade-no) key backs that up.
 */
export async function handleSandboxCallback(deps: Deps, p: SandboxCallback) {
  const key = await channelKey(deps);
  if (p.sign.length !== 64 || !safeEqual(signWith(key, p), p.sign.toLowerCase()))
    throw new AppError('SIGNATURE_INVALID');
  if (p.merchant !== MERCHANT.id) throw new AppError('SIGNATURE_INVALID');
  const now = deps.clock.now();
  const ts = Number(p.timestamp);
  if (!Number.isSafeInteger(ts) || Math.abs(now.getTime() / 1000 - ts) > CALLBACK_MAX_SKEW_S)
    refused('pay.callbackStale');
  try {
    return await deps.db.transaction(async (tx) => {
      await tx.insert(payCallbackNonces).values({ channel: 'sandbox', nonce: p.nonce, intentId: p.intentId, at: now });
      const [ref] = await tx
        .select({ orderId: payIntents.orderId })
        .from(payIntents)
        .where(eq(payIntents.id, p.intentId));
      if (!ref) return refused('pay.callbackOrder');
      const oq = tx.select().from(orders).where(eq(orders.id, ref.orderId));
      const [order] = lockOn('orderRowLock') ? await oq.for('update') : await oq;
      const iq = tx
        .select()
        .from(payIntents)
        .where(and(eq(payIntents.id, p.intentId), eq(payIntents.channel, 'sandbox')));
      const [intent] = lockOn('orderRowLock') ? await iq.for('update') : await iq;
      if (!order || !intent || order.orderNo !== p.orderNo) return refused('pay.callbackOrder');
      if (Number(p.amountFen) !== intent.amountFen || intent.amountFen !== payableOf(order))
        return refused('pay.callbackAmount');
      if (intent.status !== 'open' || !['unpaid', 'paying'].includes(order.status)) return refused('pay.callbackOrder');
      if (p.result === 'fail') {
        await tx.update(payIntents).set({ status: 'failed', completedAt: now }).where(eq(payIntents.id, intent.id));
        return { received: true as const, orderStatus: order.status as TOrderStatus };
      }
      await tx
        .insert(payReceipts)
        .values({ channel: 'sandbox', outTradeNo: intent.id, orderId: order.id, amountFen: intent.amountFen, at: now });
      await tx.update(payIntents).set({ status: 'succeeded', completedAt: now }).where(eq(payIntents.id, intent.id));
      await settlePaid(tx, order, { kind: 'system', id: null }, now, 'online', `paid online (sandbox ${intent.id})`);
      return { received: true as const, orderStatus: 'paid' as TOrderStatus };
    });
  } catch (err) {
    if (isUniqueViolation(err)) refused('pay.callbackReplay');
    throw err;
  }
}

async function checkToken(deps: Deps, intentId: string, token: string) {
  if (!safeEqual(await intentToken(deps, intentId), token)) throw new AppError('NOT_FOUND');
}

async function intentView(deps: Deps, intentId: string, lang: Lang) {
  const [row] = await deps.db
    .select({ i: payIntents, o: orders })
    .from(payIntents)
    .innerJoin(orders, eq(orders.id, payIntents.orderId))
    .where(eq(payIntents.id, intentId));
  if (!row) throw new AppError('NOT_FOUND');
  return {
    view: {
      intentId: row.i.id,
      merchant: row.i.merchant,
      merchantName: lang === 'en' ? MERCHANT.name[1] : MERCHANT.name[0],
      orderNo: row.o.orderNo,
      orderTitle: await describeOrder(deps.db, row.o, lang),
      amountFen: row.i.amountFen,
      status: row.i.status as 'open' | 'succeeded' | 'failed' | 'closed',
      returnUrl: `/attendOrder/orderPay?orderId=${row.o.id}`,
    },
    order: row.o,
  };
}

export async function sandboxIntentView(deps: Deps, intentId: string, token: string, lang: Lang) {
  await checkToken(deps, intentId, token);
  return (await intentView(deps, intentId, lang)).view;
}

/**
 * The payer's button on the sandbox page. The channel then posts its signed callback: built and
 * signed here as the channel would, and handed to the same verification as the HTTP endpoint.
 * Pressing again after the intent is settled posts nothing and shows the state.
 */
export async function sandboxConfirm(deps: Deps, intentId: string, token: string, outcome: 'pay' | 'fail', lang: Lang) {
  await checkToken(deps, intentId, token);
  const before = await intentView(deps, intentId, lang);
  if (before.view.status === 'open') {
    const body: Omit<SandboxCallback, 'sign'> = {
      merchant: before.view.merchant,
      intentId,
      orderNo: before.view.orderNo,
      amountFen: String(before.view.amountFen),
      timestamp: String(Math.floor(deps.clock.now().getTime() / 1000)),
      nonce: randomBytes(16).toString('base64url'),
      result: outcome === 'pay' ? 'success' : 'fail',
    };
    try {
      await handleSandboxCallback(deps, { ...body, sign: signWith(await channelKey(deps), body) });
    } catch (err) {
      // A parallel press settled it first, or the order closed meanwhile: show the state.
      if (!(err instanceof AppError && err.codeName === 'CALLBACK_REFUSED')) throw err;
    }
  }
  const after = await intentView(deps, intentId, lang);
  return { ...after.view, orderStatus: after.order.status as TOrderStatus };
}
