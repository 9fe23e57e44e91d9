import type { Lang } from '@app/contract/messages';
import { formatMessage, isMessageKey } from '@app/contract/messages';
import { fieldLabel } from '@app/contract/field-labels';
import { z } from 'zod';
import { AppError } from './errors';
import { compileFastInput, ZOD_DECIDES } from './fast-input';

/** Strings with NUL never reach a service (QUALITY B4). */
function hasNul(v: unknown): boolean {
  if (typeof v === 'string') return v.includes('\0');
  if (Array.isArray(v)) return v.some(hasNul);
  if (v && typeof v === 'object') return Object.values(v).some(hasNul);
  return false;
}

/** Unknown fields are refused rather than ignored, so a typo in a client shows at once. */
export function strictInput(schema: z.ZodType): z.ZodType {
  return schema instanceof z.ZodObject ? schema.strict() : schema;
}

export class ValidationError extends AppError {
  constructor(
    readonly field: string,
    readonly text: string,
  ) {
    super('INVALID_INPUT', { field });
  }
}

/** Parses raw input; on failure throws INVALID_INPUT whose message names the first bad field. */
export function parseInput<T>(schema: z.ZodType<T>, raw: Record<string, unknown>, lang: Lang): T {
  return inputParser(schema)(raw, lang);
}

/**
 * The parser of one schema, for a bound call: a valid input takes the compiled fast path when the
 * schema has one (platform/fast-input.ts); zod parses the rest and words every refusal.
 */
export function inputParser<T>(schema: z.ZodType<T>): (raw: Record<string, unknown>, lang: Lang) => T {
  const fast = compileFastInput(schema);
  return (raw, lang) => {
    // The fast path answers no input holding a NUL, so the NUL check is only needed on zod's path.
    if (fast) {
      const v = fast(raw);
      if (v !== ZOD_DECIDES) return v as T;
    }
    for (const key in raw) {
      if (Object.hasOwn(raw, key) && hasNul(raw[key]))
        throw new ValidationError(key, formatMessage(lang, 'field.invalid', { field: fieldLabel(key, lang) }));
    }
    return zodParse(schema, raw, lang);
  };
}

function zodParse<T>(schema: z.ZodType<T>, raw: Record<string, unknown>, lang: Lang): T {
  const r = schema.safeParse(raw);
  if (r.success) return r.data;
  const issue = r.error.issues[0]!;
  const key = issue.code === 'unrecognized_keys' ? String(issue.keys[0]) : String(issue.path[0] ?? 'input');
  const label = fieldLabel(key, lang);
  let msgKey: string;
  if (issue.code === 'unrecognized_keys') msgKey = 'field.unknown';
  else if (isMessageKey(issue.message)) msgKey = issue.message;
  else if (issue.code === 'invalid_type' && raw[key] === undefined) msgKey = 'field.required';
  else if (issue.code === 'too_big') msgKey = 'field.tooLong';
  else msgKey = 'field.invalid';
  throw new ValidationError(key, formatMessage(lang, msgKey, { field: label }));
}
