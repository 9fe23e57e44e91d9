import type { Lang } from '@app/contract/messages';
import type { DbOrTx } from '../../db/client';
import type { OrderRow } from './paid-hooks';

/**
 * Per-kind registries beside paid-hooks.ts: how an order of a kind is titled on the payment
 * screen and in the staff console, which pay methods it accepts, and what happens when it is
 * cancelled or refunded (inside that transaction). Each domain registers its kind from its
 * register function, like `onOrderPaid`.
 */
export type Describer = (db: DbOrTx, order: OrderRow, lang: Lang) => Promise<string>;
export type CloseHook = (tx: DbOrTx, order: OrderRow, now: Date) => Promise<void>;

const describers = new Map<string, Describer>();
const cancelHooks = new Map<string, CloseHook>();
const refundHooks = new Map<string, CloseHook>();

/** Fallback titles of kinds whose domain registered no describer. */
const KIND_NAMES: Record<string, [string, string]> = {
  register: ['会议报名', 'Conference registration'],
  sci: ['SCI期刊论文服务', 'SCI journal paper service'],
  translation: ['翻译润色服务', 'Translation and editing service'],
  papercheck: ['论文检测服务', 'Paper check service'],
  topup: ['钱包充值', 'Wallet top-up'],
};

export function kindName(kind: string, lang: Lang): string {
  const n = KIND_NAMES[kind];
  return n ? (lang === 'en' ? n[1] : n[0]) : kind;
}

export function describeOrderKind(kind: string, d: Describer) {
  describers.set(kind, d);
}
export function onOrderCancelled(kind: string, hook: CloseHook) {
  cancelHooks.set(kind, hook);
}
export function onOrderRefunded(kind: string, hook: CloseHook) {
  refundHooks.set(kind, hook);
}

/** The order's title in `lang`; the kind's name when its domain gives none. */
export async function describeOrder(db: DbOrTx, order: OrderRow, lang: Lang): Promise<string> {
  const d = describers.get(order.kind);
  const title = d ? await d(db, order, lang) : '';
  return title || kindName(order.kind, lang);
}

export async function runCancelHook(tx: DbOrTx, order: OrderRow, now: Date) {
  await cancelHooks.get(order.kind)?.(tx, order, now);
}
export async function runRefundHook(tx: DbOrTx, order: OrderRow, now: Date) {
  await refundHooks.get(order.kind)?.(tx, order, now);
}
