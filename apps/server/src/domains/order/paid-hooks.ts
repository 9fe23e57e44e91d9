import type { DbOrTx } from '../../db/client';
import type { orders } from './schema';

export type OrderRow = typeof orders.$inferSelect;

/**
 * What an order kind does once it is paid (a registration becomes valid, a paper check starts, a
 * top-up credits the wallet). The payment code calls `runPaidHook` in the same transaction that
 * moves the order to paid, so the effect happens exactly once with the payment.
 */
export type PaidHook = (tx: DbOrTx, order: OrderRow, now: Date) => Promise<void>;

const hooks = new Map<string, PaidHook>();

/** Each domain registers its kind once, from its register function. */
export function onOrderPaid(kind: string, hook: PaidHook) {
  hooks.set(kind, hook);
}

export async function runPaidHook(tx: DbOrTx, order: OrderRow, now: Date) {
  await hooks.get(order.kind)?.(tx, order, now);
}
