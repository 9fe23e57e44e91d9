import type { TFunction } from 'i18next';

const KINDS = new Set(['register', 'sci', 'translation', 'papercheck']);

/** The name of an order's kind, or of its conference when it has one. */
export function orderName(t: TFunction, kind: string, title: string): string {
  return title || t(`kind.${KINDS.has(kind) ? kind : 'other'}`);
}

/** Label of an audit row: the reasons the server writes itself are translated, staff's shown as written. */
export function eventLabel(t: TFunction, e: { to: string; reason: string }): { what: string; why: string } {
  const known = ['submitted', 'modified', 'resubmitted', 'issued'];
  if (known.includes(e.reason)) return { what: t(`event.${e.reason}`), why: '' };
  if (e.to === 'rejected') return { what: t('event.rejected'), why: e.reason };
  return { what: t(`status.${e.to}`, { defaultValue: e.to }), why: e.reason };
}
