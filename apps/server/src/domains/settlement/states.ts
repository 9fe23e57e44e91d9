import type { TSheetStatus } from '@app/contract/calls/settlement';

export type SheetActor = 'user' | 'guest' | 'staff';

/**
 * Allowed allowance sheet changes (§4) and who makes them. The guest (signed in, or through the
 * link) confirms or returns a pending sheet; staff send it again after a return or their own
 * rejection, then move a confirmed sheet through payment.
 */
export const SHEET_TRANSITIONS: Record<TSheetStatus, Partial<Record<TSheetStatus, SheetActor[]>>> = {
  pending_confirm: { confirmed: ['user', 'guest'], returned: ['user', 'guest'] },
  returned: { pending_confirm: ['staff'] },
  confirmed: { waiting_payment: ['staff'], rejected: ['staff'] },
  rejected: { pending_confirm: ['staff'] },
  waiting_payment: { paid: ['staff'], failed: ['staff'] },
  failed: { waiting_payment: ['staff'] },
  paid: {},
};

export const canMoveSheet = (from: TSheetStatus, to: TSheetStatus, actor: SheetActor) =>
  SHEET_TRANSITIONS[from]?.[to]?.includes(actor) ?? false;

/** Staff may edit the sheet's details (and send a link) only before the guest has confirmed it. */
export const SHEET_EDITABLE: readonly TSheetStatus[] = ['pending_confirm', 'returned', 'rejected'];
