import { zConfirmInput, zReturnInput } from '@app/contract/calls/settlement';
import { isValidPhone } from '@app/contract/fields';
import { formatMessage, isMessageKey, type Lang } from '@app/contract/messages';
import { z } from 'zod';

export interface ConfirmValues {
  bankCard: string;
  countryCode: string;
  phone: string;
  email: string;
  agreeTerms: boolean;
  agreeTax: boolean;
}
export type ConfirmField = keyof ConfirmValues;
export type Errors<K extends string> = Partial<Record<K, string>>;

export const emptyConfirm: ConfirmValues = {
  bankCard: '',
  countryCode: '86',
  phone: '',
  email: '',
  agreeTerms: false,
  agreeTax: false,
};

const zConfirm = z.object(zConfirmInput);
const zReturn = z.object(zReturnInput);

/**
 * The contract's own rules (§5: agreements ticked, phone and e-mail format), so the form says what
 * the server would. An empty text field asks to be filled in; the phone also gets the stricter
 * per-country rule the server applies.
 */
export function confirmErrors(v: ConfirmValues, lang: Lang, label: (f: ConfirmField) => string): Errors<ConfirmField> {
  const errors: Errors<ConfirmField> = {};
  const r = zConfirm.safeParse(v);
  for (const issue of r.success ? [] : r.error.issues) {
    const field = String(issue.path[0]) as ConfirmField;
    if (errors[field]) continue;
    const empty = v[field] === '';
    const key = empty ? 'field.required' : isMessageKey(issue.message) ? issue.message : 'field.invalid';
    errors[field] = formatMessage(lang, key, { field: label(field) });
  }
  if (!errors.phone && !isValidPhone(v.countryCode, v.phone.trim()))
    errors.phone = formatMessage(lang, 'phone.invalid');
  return errors;
}

export function reasonError(reason: string, lang: Lang, label: string): string | undefined {
  const r = zReturn.safeParse({ reason });
  if (r.success) return undefined;
  const key = r.error.issues[0]!.message;
  return formatMessage(lang, isMessageKey(key) ? key : 'field.invalid', { field: label });
}

export const hasErrors = (e: Record<string, string | undefined>) => Object.values(e).some(Boolean);
