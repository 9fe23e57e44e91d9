import { z } from 'zod';
import { defineCall } from '../call';
import { zCountryCode, zEmail, zFlag, zId, zPage, zPageOf, zPhone } from '../fields';

/**
 * Conference allowance (honorarium) sheets (§3 fields, §4 states, §5 rules): the guest reads and
 * confirms or returns the sheet, signed in (by id) or through the visitor link staff send (by its
 * token). Confirmation is open on days 1–24 of the month (Asia/Shanghai).
 */

export const SHEET_STATUSES = [
  'pending_confirm',
  'confirmed',
  'returned',
  'rejected',
  'waiting_payment',
  'paid',
  'failed',
] as const;
export const zSheetStatus = z.enum(SHEET_STATUSES);
export type TSheetStatus = z.infer<typeof zSheetStatus>;

/** The link's own state: `none` before staff send one. */
export const zLinkState = z.enum(['none', 'valid', 'expired', 'used']);

/** A visitor link token: 256-bit random, base64url (43 characters). */
export const zLinkToken = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{32,64}$/, 'field.invalid');

export const zSheetView = z.object({
  id: z.number().int(),
  sheetNo: z.string(),
  meetingTitle: z.string().nullable(),
  /** Pre-tax amount, integer fen. */
  amountFen: z.number().int(),
  createdAt: z.string(),
  expertName: z.string(),
  /** Masked: the guest proves the account by typing it (§5 "account must match"). */
  passportNo: z.string(),
  swiftCode: z.string(),
  bankCard: z.string(),
  bankName: z.string(),
  remark: z.string(),
  status: zSheetStatus,
  linkState: zLinkState,
  /** Whether today is a confirmation day (1–24). */
  confirmOpen: z.boolean(),
  returnReason: z.string(),
  staffComment: z.string(),
  confirmedAt: z.string().nullable(),
});
export type TSheetView = z.infer<typeof zSheetView>;

export const zConfirmInput = {
  /** Both agreements must be ticked. */
  agreeTerms: zFlag.refine((v) => v, 'settlement.agreement'),
  agreeTax: zFlag.refine((v) => v, 'settlement.agreement'),
  /** Must equal the sheet's bank card (spaces ignored). */
  bankCard: z
    .string()
    .trim()
    .regex(/^[\d ]{8,40}$/, 'field.invalid'),
  countryCode: zCountryCode,
  phone: zPhone,
  email: zEmail,
};

export const zReturnInput = {
  reason: z.string('settlement.reasonRequired').trim().min(1, 'settlement.reasonRequired').max(500, 'field.tooLong'),
};

const result = z.object({ status: zSheetStatus });

export const settlementDetails = defineCall({
  path: '/service/user/settlement/details/{id}',
  access: 'user',
  encoding: 'form',
  ownedId: true,
  input: z.object({ id: zId }),
  output: zSheetView,
});

export const settlementConfirm = defineCall({
  path: '/service/user/settlement/confirm/{id}',
  access: 'user',
  encoding: 'form',
  writes: true,
  ownedId: true,
  input: z.object({ id: zId, ...zConfirmInput }),
  output: result,
});

export const settlementReturn = defineCall({
  path: '/service/user/settlement/return/{id}',
  access: 'user',
  encoding: 'form',
  writes: true,
  ownedId: true,
  input: z.object({ id: zId, ...zReturnInput }),
  output: result,
});

/** The honorarium link (/settlement/{token}): no login, the token is the credential. */
export const settlementView = defineCall({
  path: '/service/visitor/settlement/view/{token}',
  access: 'visitor',
  encoding: 'form',
  input: z.object({ token: zLinkToken }),
  output: zSheetView,
});

export const settlementLinkConfirm = defineCall({
  path: '/service/visitor/settlement/confirm/{token}',
  access: 'visitor',
  encoding: 'form',
  writes: true,
  input: z.object({ token: zLinkToken, ...zConfirmInput }),
  output: result,
});

export const settlementLinkReturn = defineCall({
  path: '/service/visitor/settlement/return/{token}',
  access: 'visitor',
  encoding: 'form',
  writes: true,
  input: z.object({ token: zLinkToken, ...zReturnInput }),
  output: result,
});

export const zStaffSheet = zSheetView.extend({
  meetingId: z.number().int().nullable(),
  guestUserId: z.number().int().nullable(),
  guestCountryCode: z.string(),
  guestPhone: z.string(),
  guestEmail: z.string(),
  /** Unmasked for staff. */
  passportNo: z.string(),
  bankCard: z.string(),
  confirmPhone: z.string(),
  confirmEmail: z.string(),
  linkExpiresAt: z.string().nullable(),
  events: z.array(z.object({ from: z.string().nullable(), to: z.string(), at: z.string(), reason: z.string() })),
});

export const staffSheetList = defineCall({
  path: '/service/staff/settlement/list',
  access: 'staff',
  encoding: 'form',
  input: z.object({
    meetingId: zId.optional(),
    status: zSheetStatus.optional(),
    keyword: z.string().trim().max(50, 'field.tooLong').optional(),
    ...zPage,
  }),
  output: zPageOf(zStaffSheet),
});

/** Creates a sheet, or edits one still pending or returned. */
export const staffSheetSave = defineCall({
  path: '/service/staff/settlement/save',
  access: 'staff',
  encoding: 'json',
  writes: true,
  input: z.object({
    id: zId.optional(),
    meetingId: zId.nullable().default(null),
    expertName: z.string().trim().min(1, 'field.required').max(60, 'field.tooLong'),
    amountFen: z.number().int().min(1, 'field.invalid').max(100_000_000, 'field.invalid'),
    passportNo: z.string().trim().max(40, 'field.tooLong').default(''),
    swiftCode: z
      .string()
      .trim()
      .regex(/^([A-Za-z0-9]{8}|[A-Za-z0-9]{11})?$/, 'field.invalid')
      .default(''),
    bankCard: z
      .string()
      .trim()
      .regex(/^[\d ]{8,40}$/, 'field.invalid'),
    bankName: z.string().trim().min(1, 'field.required').max(100, 'field.tooLong'),
    remark: z.string().trim().max(500, 'field.tooLong').default(''),
    guestCountryCode: zCountryCode,
    guestPhone: zPhone,
    guestEmail: zEmail,
  }),
  output: z.object({ id: z.number().int() }),
});

/** A new link (the old one dies), written to the outbox as SMS and e-mail to the guest. */
export const staffSheetSendLink = defineCall({
  path: '/service/staff/settlement/sendLink/{id}',
  access: 'staff',
  encoding: 'form',
  writes: true,
  input: z.object({ id: zId }),
  output: z.object({ url: z.string(), expiresAt: z.string() }),
});

export const staffSheetMark = defineCall({
  path: '/service/staff/settlement/mark/{id}',
  access: 'staff',
  encoding: 'form',
  writes: true,
  input: z.object({
    id: zId,
    to: z.enum(['waiting_payment', 'paid', 'failed']),
    reason: z.string().trim().max(500, 'field.tooLong').default(''),
  }),
  output: result,
});

export const staffSheetReject = defineCall({
  path: '/service/staff/settlement/reject/{id}',
  access: 'staff',
  encoding: 'form',
  writes: true,
  input: z.object({
    id: zId,
    comment: z
      .string('settlement.commentRequired')
      .trim()
      .min(1, 'settlement.commentRequired')
      .max(500, 'field.tooLong'),
  }),
  output: result,
});

export const settlementCalls = {
  settlementDetails,
  settlementConfirm,
  settlementReturn,
  settlementView,
  settlementLinkConfirm,
  settlementLinkReturn,
  staffSheetList,
  staffSheetSave,
  staffSheetSendLink,
  staffSheetMark,
  staffSheetReject,
};
