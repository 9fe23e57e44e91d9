import { MAX_WORDS, MIN_WORDS, TYPE_PAIRS, type TTransType } from '@app/contract/calls/service';

export interface TransForm {
  fileId: string;
  wordCount: string;
  field: string;
  languagePair: string;
  turnaround: 'standard' | 'express';
  remark: string;
}
export type TransErrors = Partial<Record<keyof TransForm, string>>;

/** A whole number of words within the rule, or null. */
export function parseWords(text: string): number | null {
  const s = text.trim();
  if (!/^\d{1,9}$/.test(s)) return null;
  const n = Number(s);
  return n >= MIN_WORDS && n <= MAX_WORDS ? n : null;
}

/** The form's own checks (the server checks the same and more); values are i18n keys. */
export function validateTrans(type: TTransType, f: TransForm): TransErrors {
  const e: TransErrors = {};
  if (!f.fileId) e.fileId = 'err.file';
  if (parseWords(f.wordCount) === null) e.wordCount = 'err.wordCount';
  if (!f.field) e.field = 'err.field';
  if (!TYPE_PAIRS[type].includes(f.languagePair as never)) e.languagePair = 'err.field';
  if (f.remark.trim().length > 500) e.remark = 'err.remark';
  return e;
}

export function validateReason(reason: string): string | undefined {
  const r = reason.trim();
  if (!r) return 'err.reason';
  if (r.length > 1000) return 'err.reasonLong';
  return undefined;
}

/** "12.34" style similarity as staff type it: 0..100, at most two decimals. */
export const validSimilarity = (s: string) => s === '' || /^(100(\.0{1,2})?|\d{1,2}(\.\d{1,2})?)$/.test(s.trim());
