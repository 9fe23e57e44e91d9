import { fieldLabel } from '@app/contract/field-labels';
import { isValidPhone } from '@app/contract/phone';
import { formatMessage, isMessageKey, type Lang } from '@app/contract/messages';
import type { z } from 'zod';

export type FieldErrors = Partial<Record<string, string>>;

/**
 * Checks form values with the contract's own schemas, so a field says what the server would
 * say (issue 2): each failing field gets the translated message of its first issue. An empty
 * field says "please fill in …" rather than "… is not valid".
 */
export function validateWith(schema: z.ZodType, values: Record<string, unknown>, lang: Lang): FieldErrors {
  const r = schema.safeParse(values);
  if (r.success) return {};
  const errors: FieldErrors = {};
  for (const issue of r.error.issues) {
    const field = String(issue.path[0] ?? '');
    if (errors[field]) continue;
    const empty = values[field] === '' || values[field] === undefined;
    const key = empty && issue.message !== 'agreement.required' ? 'field.required' : issue.message;
    errors[field] = formatMessage(lang, isMessageKey(key) ? key : 'field.invalid', { field: fieldLabel(field, lang) });
  }
  return errors;
}

/** The stricter per-country phone rule (a mainland number has 11 digits starting with 1). */
export function phoneError(countryCode: string, phone: string, lang: Lang): string | undefined {
  if (!phone.trim()) return formatMessage(lang, 'field.required', { field: fieldLabel('phone', lang) });
  return isValidPhone(countryCode, phone.trim()) ? undefined : formatMessage(lang, 'phone.invalid');
}

export const hasErrors = (e: FieldErrors) => Object.values(e).some(Boolean);
