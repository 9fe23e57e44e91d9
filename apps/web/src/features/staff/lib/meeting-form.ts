import type { CallInput } from '@app/contract/call';
import { staffMeetingSave, type zStaffMeeting } from '@app/contract/calls/meeting-staff';
import type { z } from 'zod';
import { beijingInputToIso, isoToBeijingInput } from './beijing-time';
import { fenToYuan, yuanToFen } from './money';
import { type FieldIssue, issueKind, isSafeUrl } from './validate';

type Channel = CallInput<typeof staffMeetingSave>['paymentChannels'][number];
type InvoiceType = NonNullable<CallInput<typeof staffMeetingSave>['invoiceTypes']>[number];

export const PAYMENT_CHANNELS: readonly Channel[] = ['wechat', 'alipay', 'offline', 'wallet'];
export const INVOICE_TYPES: readonly InvoiceType[] = ['normal', 'special'];

export interface CategoryRow {
  /** Stable React key for rows not saved yet. */
  key: string;
  id?: number;
  name: string;
  nameEn: string;
  /** Yuan as typed ("1200", "19.90"); sent as integer fen. */
  fee: string;
  /** Empty: no limit. */
  capacity: string;
  /** Registrations already taken: the fee is then fixed and the row cannot be removed. */
  registered: number;
}

export interface MeetingForm {
  code: string;
  title: string;
  titleEn: string;
  field: string;
  city: string;
  cityEn: string;
  startDate: string;
  endDate: string;
  cover: string;
  isTop: boolean;
  description: string;
  descriptionEn: string;
  /** datetime-local values in Beijing time; empty means no bound. */
  regOpenAt: string;
  regCloseAt: string;
  submitOpenAt: string;
  submitDeadlineAt: string;
  /** Empty: the deployment's default cap. */
  paperMaxMb: string;
  isAnnual: boolean;
  paymentChannels: Channel[];
  offlineAccount: string;
  offlineAccountEn: string;
  invoiceAllowed: boolean;
  invoiceTypes: InvoiceType[];
  invoiceNote: string;
  invoiceNoteEn: string;
  categories: CategoryRow[];
}

let rowSeq = 0;
export const newCategoryRow = (): CategoryRow => ({
  key: `new-${++rowSeq}`,
  name: '',
  nameEn: '',
  fee: '',
  capacity: '',
  registered: 0,
});

export const emptyMeeting = (): MeetingForm => ({
  code: '',
  title: '',
  titleEn: '',
  field: '',
  city: '',
  cityEn: '',
  startDate: '',
  endDate: '',
  cover: '',
  isTop: false,
  description: '',
  descriptionEn: '',
  regOpenAt: '',
  regCloseAt: '',
  submitOpenAt: '',
  submitDeadlineAt: '',
  paperMaxMb: '',
  isAnnual: false,
  paymentChannels: ['offline'],
  offlineAccount: '',
  offlineAccountEn: '',
  invoiceAllowed: true,
  invoiceTypes: ['normal'],
  invoiceNote: '',
  invoiceNoteEn: '',
  categories: [newCategoryRow()],
});

/** Conference texts are stored as plain text (the server strips tags, entities decoded), so they are edited as they come. */
export function fromMeeting(m: z.infer<typeof zStaffMeeting>): MeetingForm {
  return {
    code: m.code,
    title: m.title,
    titleEn: m.titleEn,
    field: m.field,
    city: m.city,
    cityEn: m.cityEn,
    startDate: m.startDate,
    endDate: m.endDate,
    cover: m.cover,
    isTop: m.isTop,
    description: m.description,
    descriptionEn: m.descriptionEn,
    regOpenAt: isoToBeijingInput(m.regOpenAt),
    regCloseAt: isoToBeijingInput(m.regCloseAt),
    submitOpenAt: isoToBeijingInput(m.submitOpenAt),
    submitDeadlineAt: isoToBeijingInput(m.submitDeadlineAt),
    paperMaxMb: m.paperMaxMb === null ? '' : String(m.paperMaxMb),
    isAnnual: m.isAnnual,
    paymentChannels: [...m.paymentChannels],
    offlineAccount: m.offlineAccount,
    offlineAccountEn: m.offlineAccountEn,
    invoiceAllowed: m.invoiceAllowed,
    invoiceTypes: [...m.invoiceTypes],
    invoiceNote: m.invoiceNote,
    invoiceNoteEn: m.invoiceNoteEn,
    categories: m.categories.map((c) => ({
      key: `id-${c.id}`,
      id: c.id,
      name: c.name,
      nameEn: c.nameEn,
      fee: fenToYuan(c.feeFen),
      capacity: c.capacity === null ? '' : String(c.capacity),
      registered: c.registered,
    })),
  };
}

/** A whole number as typed, or NaN (which the contract schema then refuses as invalid). */
const wholeOrNaN = (s: string) => (/^\d{1,9}$/.test(s.trim()) ? Number(s.trim()) : Number.NaN);
/** Unreadable date-times go through as typed so the schema names the field. */
const instant = (s: string) => {
  const v = beijingInputToIso(s);
  return v === undefined ? s : v;
};

export type MeetingSaveInput = CallInput<typeof staffMeetingSave>;

export function toMeetingInput(f: MeetingForm, id?: number): MeetingSaveInput {
  return {
    ...(id ? { id } : {}),
    meetingCode: f.code.trim(),
    title: f.title.trim(),
    titleEn: f.titleEn.trim(),
    field: f.field,
    city: f.city.trim(),
    cityEn: f.cityEn.trim(),
    startDate: f.startDate,
    endDate: f.endDate,
    cover: f.cover.trim(),
    isTop: f.isTop,
    description: f.description.trim(),
    descriptionEn: f.descriptionEn.trim(),
    regOpenAt: instant(f.regOpenAt),
    regCloseAt: instant(f.regCloseAt),
    submitOpenAt: instant(f.submitOpenAt),
    submitDeadlineAt: instant(f.submitDeadlineAt),
    paperMaxMb: f.paperMaxMb.trim() ? wholeOrNaN(f.paperMaxMb) : null,
    isAnnual: f.isAnnual,
    paymentChannels: f.paymentChannels,
    offlineAccount: f.offlineAccount.trim(),
    offlineAccountEn: f.offlineAccountEn.trim(),
    invoiceAllowed: f.invoiceAllowed,
    // Types mean nothing while invoices are off; the contract still wants one.
    invoiceTypes: f.invoiceAllowed || f.invoiceTypes.length ? f.invoiceTypes : ['normal'],
    invoiceNote: f.invoiceNote.trim(),
    invoiceNoteEn: f.invoiceNoteEn.trim(),
    categories: f.categories.map((c) => ({
      ...(c.id ? { id: c.id } : {}),
      name: c.name.trim(),
      nameEn: c.nameEn.trim(),
      feeFen: yuanToFen(c.fee) ?? Number.NaN,
      capacity: c.capacity.trim() ? wholeOrNaN(c.capacity) : null,
    })),
  };
}

/** Category fields are named `categories.<row>.<name|nameEn|fee|capacity>`. */
export const formField = (path: PropertyKey[]): string => {
  // The contract names the code meetingCode; the form (and its element ids) call it code.
  if (path[0] === 'meetingCode') return 'code';
  if (path[0] !== 'categories') return String(path[0] ?? '');
  if (path.length < 3) return 'categories';
  const name = path[2] === 'feeFen' ? 'fee' : String(path[2]);
  return `categories.${String(path[1])}.${name}`;
};

const later = (a: string | null | undefined, b: string | null | undefined) => !a || !b || Date.parse(b) > Date.parse(a);

export interface MeetingIssue extends FieldIssue {
  /** A message of its own (staff.json key) where "invalid X" would not say what is wrong. */
  own?: string;
}

/** The typed value behind a form field name, to tell "missing" from "malformed". */
function typed(f: MeetingForm, field: string): unknown {
  const cat = /^categories\.(\d+)\.(\w+)$/.exec(field);
  if (cat) return f.categories[Number(cat[1])]?.[cat[2] as keyof CategoryRow];
  return f[field as keyof MeetingForm];
}

/**
 * What the server would refuse, in the order of the form: the contract schema (field by field,
 * categories row by row), then the rules between fields it checks too (end after start, a window
 * closing after it opens, a reachable cover address).
 */
export function checkMeeting(f: MeetingForm): MeetingIssue | null {
  const input = toMeetingInput(f);
  const r = staffMeetingSave.input.safeParse(input);
  if (!r.success) {
    const issue = r.error.issues[0]!;
    const field = formField(issue.path);
    const value = typed(f, field);
    const kind = typeof value === 'string' && !value.trim() ? 'required' : issueKind(issue);
    return { field, kind, own: field === 'code' && kind === 'invalid' ? 'meetingEditor.codeInvalid' : undefined };
  }
  if (f.cover.trim() && !isSafeUrl(f.cover.trim())) return { field: 'cover', kind: 'invalid' };
  // Bank transfer offered without the account to transfer to would strand the attendee.
  if (f.paymentChannels.includes('offline') && !f.offlineAccount.trim())
    return { field: 'offlineAccount', kind: 'required', own: 'meetingEditor.offlineAccountRequired' };
  if (f.endDate < f.startDate) return { field: 'endDate', kind: 'invalid', own: 'meetingEditor.endBeforeStart' };
  if (!later(input.regOpenAt, input.regCloseAt))
    return { field: 'regCloseAt', kind: 'invalid', own: 'meetingEditor.closeBeforeOpen' };
  if (!later(input.submitOpenAt, input.submitDeadlineAt))
    return { field: 'submitDeadlineAt', kind: 'invalid', own: 'meetingEditor.closeBeforeOpen' };
  return null;
}
