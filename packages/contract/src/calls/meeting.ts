import { z } from 'zod';
import { defineCall } from '../call';
import { zCountryCode, zEmail, zId, zPage, zPageOf, zPhone } from '../fields';
import { zMeeting } from './cms';

/**
 * Conference pages of issue 3 for attendees and visitors: the public conference page, notices,
 * consultation with staff, payment and invoice settings, the annual meeting sign-up, my schedule,
 * the e-ticket and self check-in. Registration orders are in calls/order.ts, papers in
 * calls/contribution.ts, staff calls in calls/meeting-staff.ts.
 */

/** Where "now" stands against a window: before it opens, inside it, after it closed. */
export const zWindowState = z.enum(['notOpen', 'open', 'closed']);
export type TWindowState = z.infer<typeof zWindowState>;

export const zMeetingCode = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{1,40}$/, 'field.invalid');

export const zAttendeeCategory = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Integer fen; 0 is a free category (the order is created paid). */
  feeFen: z.number().int(),
  /** Null: no limit. */
  capacity: z.number().int().nullable(),
  /** Places left (null when unlimited). */
  remaining: z.number().int().nullable(),
});

export const zNoticeBrief = z.object({ id: z.number().int(), title: z.string(), publishedAt: z.string() });

export const zMeetingHome = z.object({
  meeting: zMeeting.extend({ description: z.string() }),
  isAnnual: z.boolean(),
  registration: z.object({ state: zWindowState, openAt: z.string().nullable(), closeAt: z.string().nullable() }),
  submission: z.object({
    state: zWindowState,
    openAt: z.string().nullable(),
    deadline: z.string().nullable(),
    /** Cap of the paper file for this conference. */
    paperMaxMb: z.number().int(),
  }),
  categories: z.array(zAttendeeCategory),
  notices: z.array(zNoticeBrief),
  /** The caller's own registration and paper; null for a visitor. */
  me: z
    .object({
      registrationId: z.number().int().nullable(),
      orderId: z.number().int().nullable(),
      orderStatus: z.string().nullable(),
      paperId: z.number().int().nullable(),
      paperStatus: z.string().nullable(),
    })
    .nullable(),
});
export type TMeetingHome = z.infer<typeof zMeetingHome>;

export const meetingHome = defineCall({
  path: '/service/visitor/home/index/{id}',
  access: 'visitor',
  encoding: 'form',
  input: z.object({ id: zId }),
  output: zMeetingHome,
});

/**
 * `{a}` is the notice's scope: `meeting` with a notice id as `{b}` (/meet/meetNotice/detail/{id}),
 * or `site` with a page key as `{b}` (siteGuide, submitGuide, cultivation).
 */
export const noticeView = defineCall({
  path: '/service/visitor/notice/view/{a}/{b}',
  access: 'visitor',
  encoding: 'form',
  input: z.object({
    a: z.enum(['meeting', 'site']),
    b: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9_-]{1,40}$/, 'field.invalid'),
  }),
  output: z.object({
    id: z.number().int(),
    meetingId: z.number().int().nullable(),
    meetingTitle: z.string().nullable(),
    title: z.string(),
    /** Sanitized HTML. */
    content: z.string(),
    publishedAt: z.string(),
  }),
});

export const zDialogMessage = z.object({
  id: z.number().int(),
  fromStaff: z.boolean(),
  content: z.string(),
  createdAt: z.string(),
});

/** The caller's consultation with staff about one conference (`{id}` is the conference). Login. */
export const dialogIndex = defineCall({
  path: '/service/visitor/dialog/index/{id}',
  access: 'user',
  encoding: 'form',
  // Reading marks staff replies read.
  writes: true,
  input: z.object({ id: zId }),
  output: z.object({ meetingId: z.number().int(), meetingTitle: z.string(), list: z.array(zDialogMessage) }),
});

export const zDialogContent = z.string().trim().min(1, 'field.required').max(1000, 'field.tooLong');

export const dialogSend = defineCall({
  path: '/service/visitor/dialog/send/{id}',
  access: 'user',
  encoding: 'form',
  writes: true,
  input: z.object({ id: zId, content: zDialogContent }),
  output: z.object({ id: z.number().int() }),
});

export const PAYMENT_CHANNELS = ['wechat', 'alipay', 'offline', 'wallet'] as const;
export const zPaymentChannel = z.enum(PAYMENT_CHANNELS);
export const INVOICE_TYPES = ['normal', 'special'] as const;
export const zInvoiceType = z.enum(INVOICE_TYPES);

export const meetingPaymentSetting = defineCall({
  path: '/service/business/meeting/{meetingCode}/setting/payment',
  access: 'user',
  encoding: 'form',
  input: z.object({ meetingCode: zMeetingCode }),
  output: z.object({
    meetingId: z.number().int(),
    channels: z.array(zPaymentChannel),
    /** Bank account text for offline transfer, in the reader's language. */
    offlineAccount: z.string(),
  }),
});

export const meetingInvoiceSetting = defineCall({
  path: '/service/business/meeting/{meetingCode}/setting/invoice',
  access: 'user',
  encoding: 'form',
  input: z.object({ meetingCode: zMeetingCode }),
  output: z.object({
    meetingId: z.number().int(),
    allowed: z.boolean(),
    types: z.array(zInvoiceType),
    note: z.string(),
  }),
});

/** /annualMeeting/{id}: an annual meeting's public page. */
export const annualIndex = defineCall({
  path: '/service/visitor/annual/index/{id}',
  access: 'visitor',
  encoding: 'form',
  input: z.object({ id: zId }),
  output: z.object({
    meeting: zMeeting.extend({ description: z.string() }),
    notices: z.array(zNoticeBrief),
    signState: zWindowState,
    signedCount: z.number().int(),
  }),
});

export const zAnnualSignInput = {
  name: z.string().trim().min(1, 'field.required').max(40, 'field.tooLong'),
  countryCode: zCountryCode,
  phone: zPhone,
  email: zEmail,
  unit: z.string().trim().min(1, 'field.required').max(100, 'field.tooLong'),
};

/** /annualMeeting/{id}/sign: no login; one sign-up per phone per meeting. */
export const annualSign = defineCall({
  path: '/service/visitor/annual/sign/{id}',
  access: 'visitor',
  encoding: 'form',
  writes: true,
  input: z.object({ id: zId, ...zAnnualSignInput }),
  output: z.object({ id: z.number().int() }),
});

export const zScheduleEntry = z.object({
  registrationId: z.number().int(),
  orderId: z.number().int(),
  orderStatus: z.string(),
  categoryName: z.string(),
  meeting: zMeeting,
  checkedInAt: z.string().nullable(),
});

/** /meetSchedule and its not-started and ended aliases. */
export const scheduleList = defineCall({
  path: '/service/user/meeting/schedule/list',
  access: 'user',
  encoding: 'form',
  input: z.object({ status: z.enum(['all', 'notStarted', 'ended']).default('all'), ...zPage }),
  output: zPageOf(zScheduleEntry),
});

/** The e-ticket of one registration (`{id}`). The QR payload is given only once the order is paid. */
export const scheduleDetail = defineCall({
  path: '/service/user/meeting/schedule/details/{id}',
  access: 'user',
  encoding: 'form',
  ownedId: true,
  input: z.object({ id: zId }),
  output: zScheduleEntry.extend({
    meeting: zMeeting.extend({ description: z.string() }),
    attendee: z.object({ name: z.string(), phone: z.string(), email: z.string(), unit: z.string() }),
    /** Short code staff can type when the camera fails. Null until paid. */
    ticketCode: z.string().nullable(),
    /** Signed QR payload; staff verify it offline of the attendee's network. Null until paid. */
    qrPayload: z.string().nullable(),
    /** GET address of the calendar file (owner's session). */
    icsUrl: z.string(),
  }),
});

/** /signInMeet/{id}: the attendee checks in at the venue (`{id}` is the conference). */
export const meetingSignIn = defineCall({
  path: '/service/user/meeting/signIn/{id}',
  access: 'user',
  encoding: 'form',
  writes: true,
  input: z.object({ id: zId }),
  output: z.object({ registrationId: z.number().int(), checkedInAt: z.string() }),
});

const zIsoDate = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'field.invalid');

/**
 * The conference list with the filters of the "academic conferences" tab: field, place (city, in
 * either language) and dates (meetings overlapping from..to), upcoming or past.
 */
export const meetingFind = defineCall({
  path: '/service/visitor/meeting/find',
  access: 'visitor',
  encoding: 'form',
  input: z.object({
    keyword: z.string().trim().max(50, 'field.tooLong').optional(),
    field: z.string().trim().max(40, 'field.tooLong').optional(),
    city: z.string().trim().max(40, 'field.tooLong').optional(),
    from: zIsoDate.optional(),
    to: zIsoDate.optional(),
    when: z.enum(['all', 'upcoming', 'past']).default('all'),
    ...zPage,
  }),
  output: zPageOf(zMeeting),
});

/** Collect or uncollect a meeting (/myCollection, meetings part); answers the new state. */
export const collectionToggle = defineCall({
  path: '/service/user/collection/meeting/toggle/{id}',
  access: 'user',
  encoding: 'form',
  writes: true,
  input: z.object({ id: zId }),
  output: z.object({ collected: z.boolean() }),
});

export const collectionStatus = defineCall({
  path: '/service/user/collection/meeting/status/{id}',
  access: 'user',
  encoding: 'form',
  input: z.object({ id: zId }),
  output: z.object({ collected: z.boolean() }),
});

export const collectionList = defineCall({
  path: '/service/user/collection/meeting/list',
  access: 'user',
  encoding: 'form',
  input: z.object({ ...zPage }),
  output: zPageOf(zMeeting.extend({ collectedAt: z.string() })),
});

export const meetingCalls = {
  meetingHome,
  noticeView,
  dialogIndex,
  dialogSend,
  meetingPaymentSetting,
  meetingInvoiceSetting,
  annualIndex,
  annualSign,
  scheduleList,
  scheduleDetail,
  meetingSignIn,
  meetingFind,
  collectionToggle,
  collectionStatus,
  collectionList,
};
