import type { TOrderKind } from '@app/contract/calls/order';
import { parseId } from '../../meeting/lib/parse-id';

/** An order kind as the invoice paths take it (`register`, `sci`, …). */
const KIND_RE = /^[a-z][a-z_]{0,19}$/;

/**
 * The order an invoice screen is about, from its query: `orderId` and, for orders that are not
 * conference registrations, `kind` (default `register`). A bad value is no order (no call is made).
 */
export function readOrderRef(params: URLSearchParams): { orderId: number | null; kind: TOrderKind } {
  // The server checks the kind against its list (an unknown one is refused, no order is shown).
  const kind = (params.get('kind') ?? 'register') as TOrderKind;
  return { orderId: KIND_RE.test(kind) ? parseId(params.get('orderId')) : null, kind };
}

/** The query of an invoice screen for an order; `kind` is left out for the default. */
export function orderQuery(orderId: number, kind: string): string {
  return kind === 'register' ? `?orderId=${orderId}` : `?orderId=${orderId}&kind=${encodeURIComponent(kind)}`;
}
