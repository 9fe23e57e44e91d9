import type { z } from 'zod';
import { ApiError } from '../../../shared/api/client';
import { type FieldErrors, hasErrors, phoneError, validateWith } from '../../passport/lib/validate';
import type { Lang } from '../../cms/lib/format';

export type { FieldErrors };
export { hasErrors };

/**
 * A contact form's errors by field, from the contract's own schema (the server runs the same one)
 * plus the per-country phone rule, so each message sits next to its field in the reader's language.
 */
export function contactErrors(
  schema: z.ZodType,
  values: { countryCode: string; phone: string },
  lang: Lang,
): FieldErrors {
  const errors = validateWith(schema, values as Record<string, unknown>, lang);
  errors.phone ??= phoneError(values.countryCode, values.phone, lang);
  return errors;
}

/** The field a server refusal names (2001 answers carry it), so its message goes next to that field. */
export function serverFieldError(err: unknown): FieldErrors | null {
  if (!(err instanceof ApiError)) return null;
  const field = (err.data as { field?: unknown } | null)?.field;
  return typeof field === 'string' && field ? { [field]: err.codeMsg } : null;
}
