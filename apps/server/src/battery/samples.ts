import type { CallDef } from '@app/contract/call';
import { pathParams } from '@app/contract/call';
import { z } from 'zod';

/**
 * A valid input for any call, found by trying plain candidates against each field's own schema,
 * so the input battery (B4) covers calls added later without edits here. A field that no
 * candidate fits makes `sampleInput` throw, naming it: add a candidate or an override then.
 */
const STRINGS = [
  '1',
  'all',
  'express',
  'zh',
  'phone',
  'register',
  'Q1',
  '13800000000',
  'b4@example.com',
  '123456',
  'Passw0rd1',
  'abcdefghijklmnopqrstuvwxyz012345',
  '/news',
  'true',
];
const FORM_CANDIDATES: unknown[] = STRINGS;
const JSON_CANDIDATES: unknown[] = [1, true, ...STRINGS];

/** Issue 3: a complete paper (the §5 author rules) and a meeting with its categories. */
const AUTHOR = {
  position: 1,
  corresponding: true,
  nameEn: 'Ann Lee',
  countryCode: '86',
  phone: '13800000000',
  email: 'b4@example.com',
};
const PAPER = { fields: ['ai'], fileId: '0123456789abcdef0123456789abcdef', authors: [AUTHOR] };

/** Fields whose sample must be a specific value: no plain candidate fits them. */
const OVERRIDES: Record<string, Record<string, unknown>> = {
  noticeView: { a: 'site' },
  paperSubmit: PAPER,
  paperResubmit: PAPER,
  staffPaperDecide: { action: 'revise' },
  staffSheetMark: { to: 'paid' },
  staffMeetingSave: {
    startDate: '2026-05-01',
    endDate: '2026-05-02',
    paymentChannels: ['offline'],
    categories: [{ name: 'a', nameEn: 'a', feeFen: 0 }],
  },
};

export interface Sample {
  /** Path parameters, as strings. */
  params: Record<string, string>;
  /** Body fields (all strings for form calls). */
  body: Record<string, unknown>;
}

export function shapeOf(call: CallDef): Record<string, z.ZodType> {
  return call.input instanceof z.ZodObject ? (call.input.shape as Record<string, z.ZodType>) : {};
}

export const isRequired = (field: z.ZodType) => !field.safeParse(undefined).success;

export function sampleInput(name: string, call: CallDef): Sample {
  const shape = shapeOf(call);
  const inPath = new Set(pathParams(call.path));
  const over = OVERRIDES[name] ?? {};
  const params: Record<string, string> = {};
  const body: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(shape)) {
    const candidates = inPath.has(key) || call.encoding === 'form' ? FORM_CANDIDATES : JSON_CANDIDATES;
    const value = key in over ? over[key] : candidates.find((c) => field.safeParse(c).success);
    if (value === undefined) {
      if (isRequired(field)) throw new Error(`battery: no sample value fits ${name}.${key}; add one to samples.ts`);
      continue;
    }
    if (inPath.has(key)) params[key] = String(value);
    else body[key] = value;
  }
  const whole = call.input instanceof z.ZodObject ? call.input.strict() : call.input;
  const r = whole.safeParse({ ...body, ...params });
  if (!r.success) throw new Error(`battery: sample for ${name} is not valid: ${r.error.message}`);
  return { params, body };
}
