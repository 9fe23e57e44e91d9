import type { CallInput } from '@app/contract/call';
import { staffSheetSave, type zStaffSheet } from '@app/contract/calls/settlement';
import { isValidPhone } from '@app/contract/fields';
import type { z } from 'zod';
import { fenToYuan, yuanToFen } from './money';
import { type FieldIssue, firstIssue } from './validate';

export type StaffSheet = z.infer<typeof zStaffSheet>;

export interface SheetForm {
  meetingId: number | null;
  expertName: string;
  /** Pre-tax amount in yuan as typed; sent as integer fen. */
  amount: string;
  passportNo: string;
  swiftCode: string;
  bankCard: string;
  bankName: string;
  remark: string;
  guestCountryCode: string;
  guestPhone: string;
  guestEmail: string;
}

export const emptySheet = (meetingId: number | null = null): SheetForm => ({
  meetingId,
  expertName: '',
  amount: '',
  passportNo: '',
  swiftCode: '',
  bankCard: '',
  bankName: '',
  remark: '',
  guestCountryCode: '86',
  guestPhone: '',
  guestEmail: '',
});

export const fromSheet = (s: StaffSheet): SheetForm => ({
  meetingId: s.meetingId,
  expertName: s.expertName,
  amount: fenToYuan(s.amountFen),
  passportNo: s.passportNo,
  swiftCode: s.swiftCode,
  bankCard: s.bankCard,
  bankName: s.bankName,
  remark: s.remark,
  guestCountryCode: s.guestCountryCode,
  guestPhone: s.guestPhone,
  guestEmail: s.guestEmail,
});

export function toSheetInput(f: SheetForm, id?: number): CallInput<typeof staffSheetSave> {
  return {
    ...(id ? { id } : {}),
    meetingId: f.meetingId,
    expertName: f.expertName.trim(),
    amountFen: yuanToFen(f.amount) ?? Number.NaN,
    passportNo: f.passportNo.trim(),
    swiftCode: f.swiftCode.trim(),
    bankCard: f.bankCard.trim(),
    bankName: f.bankName.trim(),
    remark: f.remark.trim(),
    guestCountryCode: f.guestCountryCode.trim(),
    guestPhone: f.guestPhone.trim(),
    guestEmail: f.guestEmail.trim(),
  };
}

/** The contract schema, with the amount named as typed (yuan) and the phone checked for its country. */
export function checkSheet(f: SheetForm): FieldIssue | null {
  if (!f.amount.trim()) {
    const before = firstIssue(staffSheetSave.input.pick({ expertName: true }), { expertName: f.expertName.trim() });
    return before ?? { field: 'amount', kind: 'required' };
  }
  const issue = firstIssue(staffSheetSave.input, toSheetInput(f));
  const phone: FieldIssue | null = isValidPhone(f.guestCountryCode.trim(), f.guestPhone.trim())
    ? null
    : { field: 'guestPhone', kind: 'invalid' };
  // The e-mail is the only field after the phone: a bad phone is named first, as the form reads.
  if (issue && !(phone && issue.field === 'guestEmail'))
    return { ...issue, field: issue.field === 'amountFen' ? 'amount' : issue.field };
  return phone ?? issue;
}
