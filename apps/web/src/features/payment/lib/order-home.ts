import type { TOrderKind } from '@app/contract/calls/order';
import { href, routeById } from '@app/contract/routes';

/**
 * Where an order belongs, per kind: the payment screen sends the payer there once the order is
 * paid (or to look at it). Conference orders have a detail page by order id; the other kinds
 * go to their list. One place, so a new kind is one line.
 */
const HOME: Record<TOrderKind, (orderId: number) => string> = {
  register: (id) => href(routeById.attendDetail!.path, { id }),
  sci: () => routeById.sciOrders!.path,
  translation: () => routeById.transOrders!.path,
  papercheck: () => routeById.checkOrders!.path,
  topup: () => routeById.walletAccount!.path,
};

export function orderHome(kind: TOrderKind, orderId: number): string {
  return (HOME[kind] ?? (() => routeById.personal!.path))(orderId);
}

/** The payment screen of an order (every kind pays there). */
export const payPath = (orderId: number) => `${routeById.orderPay!.path}?orderId=${orderId}`;
