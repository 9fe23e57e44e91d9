import { z } from 'zod';
import { defineCall } from '../call';
import { zId, zPage, zPageOf } from '../fields';
import { zDialogContent, zDialogMessage, zInvoiceType, zMeetingCode, zPaymentChannel } from './meeting';

/** Staff console for conferences (/staff): meetings, notices, consultation, check-in, attendance. */

const isoDate = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'field.invalid');
/** An instant with its offset, e.g. 2026-05-01T09:00:00+08:00 (the console sends Beijing time). */
const isoInstant = z.iso.datetime({ offset: true, error: 'field.invalid' }).nullable().default(null);
const line = (max: number) => z.string().trim().min(1, 'field.required').max(max, 'field.tooLong');
const text = (max: number) => z.string().trim().max(max, 'field.tooLong').default('');

export const zStaffCategory = z.object({
  /** Present for an existing category; a category with registrations cannot be removed. */
  id: zId.optional(),
  name: line(40),
  nameEn: line(60),
  feeFen: z.number().int().min(0, 'field.invalid').max(100_000_000, 'field.invalid'),
  capacity: z.number().int().min(1, 'field.invalid').max(1_000_000, 'field.invalid').nullable().default(null),
});

export const zStaffMeetingSettings = {
  regOpenAt: isoInstant,
  regCloseAt: isoInstant,
  submitOpenAt: isoInstant,
  submitDeadlineAt: isoInstant,
  /** Null: the deployment's paper upload cap. */
  paperMaxMb: z.number().int().min(1, 'field.invalid').max(100, 'field.invalid').nullable().default(null),
  isAnnual: z.boolean().default(false),
  paymentChannels: z.array(zPaymentChannel).min(1, 'field.required').max(4, 'field.invalid'),
  offlineAccount: text(500),
  offlineAccountEn: text(500),
  invoiceAllowed: z.boolean().default(true),
  invoiceTypes: z.array(zInvoiceType).min(1, 'field.required').max(2, 'field.invalid').default(['normal']),
  invoiceNote: text(500),
  invoiceNoteEn: text(500),
};

export const zStaffMeeting = z.object({
  id: z.number().int(),
  code: z.string(),
  title: z.string(),
  titleEn: z.string(),
  field: z.string(),
  city: z.string(),
  cityEn: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  cover: z.string(),
  isTop: z.boolean(),
  description: z.string(),
  descriptionEn: z.string(),
  regOpenAt: z.string().nullable(),
  regCloseAt: z.string().nullable(),
  submitOpenAt: z.string().nullable(),
  submitDeadlineAt: z.string().nullable(),
  paperMaxMb: z.number().int().nullable(),
  isAnnual: z.boolean(),
  paymentChannels: z.array(zPaymentChannel),
  offlineAccount: z.string(),
  offlineAccountEn: z.string(),
  invoiceAllowed: z.boolean(),
  invoiceTypes: z.array(zInvoiceType),
  invoiceNote: z.string(),
  invoiceNoteEn: z.string(),
  categories: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      nameEn: z.string(),
      feeFen: z.number().int(),
      capacity: z.number().int().nullable(),
      registered: z.number().int(),
    }),
  ),
});

export const staffMeetingList = defineCall({
  path: '/service/staff/meeting/list',
  access: 'staff',
  encoding: 'form',
  input: z.object({ keyword: z.string().trim().max(50, 'field.tooLong').optional(), ...zPage }),
  output: zPageOf(
    z.object({
      id: z.number().int(),
      code: z.string(),
      title: z.string(),
      startDate: z.string(),
      endDate: z.string(),
      registered: z.number().int(),
      papers: z.number().int(),
    }),
  ),
});

export const staffMeetingGet = defineCall({
  path: '/service/staff/meeting/get/{id}',
  access: 'staff',
  encoding: 'form',
  input: z.object({ id: zId }),
  output: zStaffMeeting,
});

export const staffMeetingSave = defineCall({
  path: '/service/staff/meeting/save',
  access: 'staff',
  encoding: 'json',
  writes: true,
  input: z.object({
    id: zId.optional(),
    meetingCode: zMeetingCode,
    title: line(200),
    titleEn: line(300),
    field: z
      .string()
      .trim()
      .regex(/^[a-z_]{2,30}$/, 'field.invalid'),
    city: line(40),
    cityEn: line(60),
    startDate: isoDate,
    endDate: isoDate,
    cover: z.string().trim().max(500, 'field.tooLong').default(''),
    isTop: z.boolean().default(false),
    description: text(5000),
    descriptionEn: text(8000),
    ...zStaffMeetingSettings,
    categories: z.array(zStaffCategory).min(1, 'field.required').max(20, 'field.invalid'),
  }),
  output: z.object({ id: z.number().int() }),
});

export const staffMeetingDelete = defineCall({
  path: '/service/staff/meeting/delete/{id}',
  access: 'staff',
  encoding: 'form',
  writes: true,
  input: z.object({ id: zId }),
  output: z.null(),
});

export const zStaffNotice = z.object({
  id: z.number().int(),
  meetingId: z.number().int().nullable(),
  key: z.string().nullable(),
  title: z.string(),
  titleEn: z.string(),
  content: z.string(),
  contentEn: z.string(),
  publishedAt: z.string(),
});

/** Notices of one conference, or the site pages (guides) without `meetingId`. */
export const staffNoticeList = defineCall({
  path: '/service/staff/meeting/notice/list',
  access: 'staff',
  encoding: 'form',
  input: z.object({ meetingId: zId.optional() }),
  output: z.array(zStaffNotice),
});

export const staffNoticeSave = defineCall({
  path: '/service/staff/meeting/notice/save',
  access: 'staff',
  encoding: 'json',
  writes: true,
  input: z.object({
    id: zId.optional(),
    /** A conference's notice; null for a site page, which then needs a key. */
    meetingId: zId.nullable().default(null),
    key: z
      .string()
      .trim()
      .regex(/^[A-Za-z][A-Za-z0-9_-]{1,39}$/, 'field.invalid')
      .nullable()
      .default(null),
    title: line(200),
    titleEn: line(300),
    /** HTML; sanitized before it is stored, like CMS articles. */
    content: z.string().max(200_000, 'field.tooLong'),
    contentEn: z.string().max(200_000, 'field.tooLong'),
  }),
  output: z.object({ id: z.number().int() }),
});

export const staffNoticeDelete = defineCall({
  path: '/service/staff/meeting/notice/delete/{id}',
  access: 'staff',
  encoding: 'form',
  writes: true,
  input: z.object({ id: zId }),
  output: z.null(),
});

export const staffDialogInbox = defineCall({
  path: '/service/staff/meeting/dialog/inbox',
  access: 'staff',
  encoding: 'form',
  input: z.object({ meetingId: zId.optional(), ...zPage }),
  output: zPageOf(
    z.object({
      meetingId: z.number().int(),
      meetingTitle: z.string(),
      userId: z.number().int(),
      nickname: z.string(),
      lastContent: z.string(),
      lastAt: z.string(),
      unread: z.number().int(),
    }),
  ),
});

export const staffDialogThread = defineCall({
  path: '/service/staff/meeting/dialog/thread',
  access: 'staff',
  encoding: 'form',
  writes: true,
  input: z.object({ meetingId: zId, userId: zId }),
  output: z.array(zDialogMessage),
});

export const staffDialogReply = defineCall({
  path: '/service/staff/meeting/dialog/reply',
  access: 'staff',
  encoding: 'form',
  writes: true,
  input: z.object({ meetingId: zId, userId: zId, content: zDialogContent }),
  output: z.object({ id: z.number().int() }),
});

/** Check-in by the scanned QR payload or the typed ticket code (one of the two). */
export const staffCheckin = defineCall({
  path: '/service/staff/meeting/checkin',
  access: 'staff',
  encoding: 'form',
  writes: true,
  input: z.object({
    meetingId: zId,
    payload: z.string().trim().max(200, 'field.tooLong').optional(),
    ticketCode: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9]{6,16}$/, 'field.invalid')
      .optional(),
  }),
  output: z.object({
    registrationId: z.number().int(),
    name: z.string(),
    categoryName: z.string(),
    checkedInAt: z.string(),
  }),
});

export const staffAttendance = defineCall({
  path: '/service/staff/meeting/attendance/{id}',
  access: 'staff',
  encoding: 'form',
  input: z.object({ id: zId }),
  output: z.object({
    registered: z.number().int(),
    paid: z.number().int(),
    checkedIn: z.number().int(),
    categories: z.array(
      z.object({
        id: z.number().int(),
        name: z.string(),
        capacity: z.number().int().nullable(),
        registered: z.number().int(),
        checkedIn: z.number().int(),
      }),
    ),
  }),
});

export const staffRegistrationList = defineCall({
  path: '/service/staff/meeting/registration/list',
  access: 'staff',
  encoding: 'form',
  input: z.object({ meetingId: zId, keyword: z.string().trim().max(50, 'field.tooLong').optional(), ...zPage }),
  output: zPageOf(
    z.object({
      id: z.number().int(),
      orderId: z.number().int(),
      orderStatus: z.string(),
      name: z.string(),
      phone: z.string(),
      email: z.string(),
      unit: z.string(),
      categoryName: z.string(),
      ticketCode: z.string(),
      checkedInAt: z.string().nullable(),
    }),
  ),
});

export const meetingStaffCalls = {
  staffMeetingList,
  staffMeetingGet,
  staffMeetingSave,
  staffMeetingDelete,
  staffNoticeList,
  staffNoticeSave,
  staffNoticeDelete,
  staffDialogInbox,
  staffDialogThread,
  staffDialogReply,
  staffCheckin,
  staffAttendance,
  staffRegistrationList,
};
