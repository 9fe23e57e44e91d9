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
  sciSubmit: { ...PAPER, type: 'polish' },
  sciModify: PAPER,
  staffSciMove: { to: 'reviewing' },
  staffSheetMark: { to: 'paid' },
  paperReview: { a: 'agreement' },
  paperTransfer: { decision: 'accept' },
  paperTransferDecide: { decision: 'accept' },
  paperAffirmFinal: { fileId: PAPER.fileId },
  staffPaperReport: { fileId: PAPER.fileId },
  payOnline: { channel: 'sandbox' },
  payVoucher: { fileId: PAPER.fileId },
  sandboxIntentView: { intentId: PAPER.fileId, token: 'A'.repeat(43) },
  sandboxConfirm: { intentId: PAPER.fileId, token: 'A'.repeat(43), outcome: 'pay' },
  sandboxCallback: {
    merchant: 'SANDBOX-MCH-0001',
    intentId: PAPER.fileId,
    orderNo: 'O1',
    amountFen: '100',
    timestamp: '1',
    nonce: 'abcdefghijklmnop',
    result: 'success',
    sign: 'f'.repeat(64),
  },
  staffRefund: { to: 'wallet', reason: 'b4' },
  invoiceSubmit: { titleType: 'personal', invoiceTitle: 'b4' },
  invoiceModify: { titleType: 'personal', invoiceTitle: 'b4' },
  invoiceTitleSave: { titleType: 'personal', invoiceTitle: 'b4' },
  topupCreate: { amount: '10' },
  couponFrontView: { id: 'AbcdefghijklmnopqrstuV' },
  couponDraw: { id: 'AbcdefghijklmnopqrstuV' },
  exchangeGift: { code: 'GIFTB4CODE' },
  transQuote: { type: 'polish', turnaround: 'standard', wordCount: '100' },
  transCreate: { type: 'polish', languagePair: 'en-en', field: 'other', wordCount: '100', fileId: PAPER.fileId },
  checkCreate: { engine: 'basic', title: 'b4', fileId: PAPER.fileId },
  staffTransMove: { action: 'start' },
  staffCheckMove: { action: 'start' },
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
