import {
  settlementConfirm,
  settlementLinkConfirm,
  settlementLinkReturn,
  settlementReturn,
} from '@app/contract/meta/settlement';
import { type CallOptions, callApi } from '../../../shared/api/client';
import type { ConfirmValues } from './confirm-form';

/**
 * /settlement/:id serves two readers (§2, §6): the signed-in guest by the sheet's number, and a
 * visitor through the link staff send, whose segment is the link's random token (43 characters,
 * never a number). The shape of the segment says which.
 */
export type SheetAccess = { kind: 'user'; id: number } | { kind: 'link'; token: string };

export function parseAccess(raw: string | undefined): SheetAccess | null {
  if (!raw) return null;
  if (/^[1-9]\d{0,15}$/.test(raw)) {
    const id = Number(raw);
    return Number.isSafeInteger(id) ? { kind: 'user', id } : null;
  }
  return /^[A-Za-z0-9_-]{32,64}$/.test(raw) ? { kind: 'link', token: raw } : null;
}

/** The agreements travel as the flags the form ticked; the account is sent as typed (spaces ignored by the server). */
export function confirmSheet(a: SheetAccess, v: ConfirmValues, opts: CallOptions) {
  const body = { ...v, bankCard: v.bankCard.trim(), phone: v.phone.trim(), email: v.email.trim() };
  return a.kind === 'user'
    ? callApi(settlementConfirm, { id: a.id, ...body }, opts)
    : callApi(settlementLinkConfirm, { token: a.token, ...body }, opts);
}

export function returnSheet(a: SheetAccess, reason: string, opts: CallOptions) {
  return a.kind === 'user'
    ? callApi(settlementReturn, { id: a.id, reason }, opts)
    : callApi(settlementLinkReturn, { token: a.token, reason }, opts);
}
