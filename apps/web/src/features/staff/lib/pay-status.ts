import type { TOrderKind, zOrderStatus } from '@app/contract/calls/order';
import type { z } from 'zod';

type TagColor = 'default' | 'primary' | 'success' | 'warning' | 'danger';
export type PayStatus = z.infer<typeof zOrderStatus>;

// The contract's ORDER_KINDS and ORDER_STATUSES, written out: a value from calls/* would bring
// zod into the console chunk.
export const PAY_KINDS: readonly TOrderKind[] = ['register', 'sci', 'translation', 'papercheck', 'topup'];
export const PAY_STATUSES: readonly PayStatus[] = [
  'unpaid',
  'paying',
  'voucher_review',
  'paid',
  'cancelled',
  'refunded',
];

/** Waiting on staff (a voucher) is primary, waiting on the payer is warning, ends are success or default. */
export const PAY_TAG: Record<PayStatus, TagColor> = {
  unpaid: 'warning',
  paying: 'warning',
  voucher_review: 'primary',
  paid: 'success',
  cancelled: 'default',
  refunded: 'danger',
};
