import type { ORDER_STATUSES } from '@app/contract/calls/order';

export type TOrderStatus = (typeof ORDER_STATUSES)[number];
