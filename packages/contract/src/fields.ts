import { z } from 'zod';

/**
 * Reusable field schemas (one definition, used by server validation and web forms alike).
 * A message that is a key of messages.ts is shown translated; other failures get a generic
 * "field is not valid" naming the field.
 */

/** Country calling code without "+", e.g. 86. Default 86 (§7 login). */
export const zCountryCode = z
  .string()
  .trim()
  .regex(/^\d{1,4}$/, 'field.invalid')
  .default('86');

/** Mobile number; for 86, a mainland number of 11 digits starting with 1, else 4–15 digits. */
export const zPhone = z
  .string()
  .trim()
  .regex(/^\d{4,15}$/, 'phone.invalid');

export { isValidPhone } from './phone';

export const zEmail = z.string().trim().max(254, 'email.invalid').email('email.invalid');

/** 8–32 characters with at least one letter and one digit. */
export const zNewPassword = z
  .string()
  .min(8, 'password.weak')
  .max(32, 'password.weak')
  .regex(/[A-Za-z]/, 'password.weak')
  .regex(/\d/, 'password.weak');

/** A password typed at login: bounded so a huge value never reaches the hash. */
export const zPassword = z.string().min(1, 'field.required').max(64, 'field.tooLong');

export const zVerifyCode = z
  .string()
  .trim()
  .regex(/^\d{6}$/, 'field.invalid');

/** A whole number from a form field ("12") or JSON (12); never from true, "" or "1e3". */
function zWholeNumber() {
  return z
    .union([
      z.number(),
      z
        .string()
        .trim()
        .regex(/^\d{1,16}$/, 'field.invalid'),
    ])
    .transform(Number)
    .pipe(z.number().int());
}

/** Positive integer id from a path or form field. */
export const zId = zWholeNumber().pipe(z.number().positive().max(Number.MAX_SAFE_INTEGER));

export const zPage = {
  page: zWholeNumber().pipe(z.number().min(1).max(10000)).default(1),
  pageSize: zWholeNumber().pipe(z.number().min(1).max(100)).default(10),
};

/** A form checkbox: "1"/"true" is true. */
export const zFlag = z
  .union([z.literal('1'), z.literal('0'), z.literal('true'), z.literal('false'), z.boolean()])
  .transform((v) => v === true || v === '1' || v === 'true');

export const zLang = z.enum(['zh', 'en']);

export function zPageOf<T extends z.ZodType>(item: T) {
  return z.object({ list: z.array(item), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() });
}

export const zEmpty = z.object({}).strict();
export const zNull = z.null();
