import type { TInvoiceStatus } from '@app/contract/invoice-rules';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../platform/errors';
import { invoiceEvents, invoices } from './schema';

export type InvoiceActor = { kind: 'user' | 'staff' | 'system'; id: number | null };

/**
 * Allowed invoice request changes and who makes them (decision 014). `requested → requested` is
 * the user changing a request staff have not handled yet; a rejected request comes back by the
 * user's modification. An issued invoice never changes.
 */
export const INVOICE_TRANSITIONS: Record<TInvoiceStatus, Partial<Record<TInvoiceStatus, InvoiceActor['kind'][]>>> = {
  requested: { requested: ['user'], issued: ['staff'], rejected: ['staff'] },
  rejected: { requested: ['user'] },
  issued: {},
};

export const canMoveInvoice = (from: TInvoiceStatus, to: TInvoiceStatus, actor: InvoiceActor['kind']) =>
  INVOICE_TRANSITIONS[from]?.[to]?.includes(actor) ?? false;

/** Locks the request row and checks the move; the caller writes the row, `auditInvoice` the event. */
export async function lockInvoice(tx: DbOrTx, id: number) {
  const [row] = await tx.select().from(invoices).where(eq(invoices.id, id)).for('update');
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

export function checkMove(from: string, to: TInvoiceStatus, actor: InvoiceActor['kind']) {
  if (!canMoveInvoice(from as TInvoiceStatus, to, actor)) {
    throw new AppError('INVALID_STATE', {}, from === 'issued' ? 'invoice.issued' : undefined);
  }
}

export async function auditInvoice(
  tx: DbOrTx,
  invoiceId: number,
  from: string | null,
  to: TInvoiceStatus,
  actor: InvoiceActor,
  now: Date,
  reason = '',
) {
  await tx
    .insert(invoiceEvents)
    .values({ invoiceId, fromStatus: from, toStatus: to, actorKind: actor.kind, actorId: actor.id, reason, at: now });
}
