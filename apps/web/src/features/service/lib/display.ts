import type { ORDER_STATUSES } from '@app/contract/calls/order';
import { routeById } from '@app/contract/routes';

type TOrderStatus = (typeof ORDER_STATUSES)[number];

/**
 * What the user reads as an order's state: the payment status while it is not paid (or after it
 * was cancelled or refunded), otherwise the service's own progress.
 */
export function displayState(orderStatus: TOrderStatus, progress: string): string {
  if (orderStatus === 'cancelled' || orderStatus === 'refunded') return orderStatus;
  if (progress === 'awaiting_payment') return orderStatus === 'voucher_review' ? 'voucher_review' : 'awaiting_payment';
  return progress;
}

/** The order can still be paid from the payment screen. */
export const payable = (orderStatus: TOrderStatus) => orderStatus === 'unpaid' || orderStatus === 'paying';

/** The payment screen for every order kind. */
export const payHref = (orderId: number) => `${routeById.orderPay!.path}?orderId=${orderId}`;
