import { z } from 'zod';
import { defineCall } from '../call';
import { MAX_PAPER_AUTHORS } from '../constants';
import { isValidPhone, zId, zPage, zPageOf } from '../fields';
import { zWindowState } from './meeting';

/**
 * Paper submission to a conference (§2 /attendees/paperSubmit, §3 fields, §5 rules). The author
 * schemas below are the one definition the server parses with and the web form validates with.
 * JSON bodies: authors and fields are lists (decision 003).
 */

export const PAPER_STATUSES = [
  'draft',
  'submitted',
  'revision_requested',
  'resubmitted',
  'accepted',
  'rejected',
] as const;
export const zPaperStatus = z.enum(PAPER_STATUSES);
export type TPaperStatus = z.infer<typeof zPaperStatus>;
/** States in which the author may change the paper. */
export const PAPER_EDITABLE: readonly TPaperStatus[] = ['draft', 'revision_requested'];

export const PAPER_ACTIONS = ['accept', 'reject', 'revise'] as const;
export const zPaperAction = z.enum(PAPER_ACTIONS);

const text = (max: number) => z.string().trim().max(max, 'field.tooLong');
const code = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{0,32}$/, 'field.invalid')
  .default('');

/** One author with every field of §3. Optional fields may be empty strings. */
export const zPaperAuthor = z.object({
  /** Place in the author order, 1..n. */
  position: z.number('paper.authorOrder').int('paper.authorOrder').min(1, 'paper.authorOrder').max(MAX_PAPER_AUTHORS),
  corresponding: z.boolean().default(false),
  nameEn: z.string('paper.authorNameEn').trim().min(1, 'paper.authorNameEn').max(100, 'field.tooLong'),
  /** Chinese name, optional. */
  name: text(40).default(''),
  countryCode: z
    .string('paper.authorCountryCode')
    .trim()
    .regex(/^\d{1,4}$/, 'paper.authorCountryCode'),
  phone: z
    .string('paper.authorPhone')
    .trim()
    .regex(/^\d{4,15}$/, 'paper.authorPhone'),
  email: z.string('paper.authorEmail').trim().max(254, 'paper.authorEmail').email('paper.authorEmail'),
  /** Professional title (option list `professional`). */
  title: text(40).default(''),
  affiliation: text(200).default(''),
  country: text(60).default(''),
  address: text(200).default(''),
  field: text(40).default(''),
});
export type TPaperAuthor = z.infer<typeof zPaperAuthor>;

/**
 * The §5 rules over the whole list: at most 7, exactly one corresponding author, positions 1..n
 * each once, and each phone valid for its country code.
 */
export const zPaperAuthors = z
  .array(zPaperAuthor, 'paper.authorsMin')
  .min(1, 'paper.authorsMin')
  .max(MAX_PAPER_AUTHORS, 'paper.authorsMax')
  .superRefine((list, ctx) => {
    list.forEach((a, i) => {
      if (!isValidPhone(a.countryCode, a.phone))
        ctx.addIssue({ code: 'custom', message: 'paper.authorPhone', path: [i, 'phone'] });
    });
    const positions = list.map((a) => a.position).sort((x, y) => x - y);
    if (positions.some((p, i) => p !== i + 1))
      ctx.addIssue({ code: 'custom', message: 'paper.authorOrder', path: [0, 'position'] });
    if (list.filter((a) => a.corresponding).length !== 1)
      ctx.addIssue({ code: 'custom', message: 'paper.corresponding', path: [0, 'corresponding'] });
  });

/** A draft author: any field may still be missing, but what is typed must fit. */
export const zPaperAuthorDraft = z.object({
  position: z.number().int().min(1).max(MAX_PAPER_AUTHORS),
  corresponding: z.boolean().default(false),
  nameEn: text(100).default(''),
  name: text(40).default(''),
  countryCode: z
    .string()
    .trim()
    .regex(/^\d{0,4}$/, 'paper.authorCountryCode')
    .default(''),
  phone: z
    .string()
    .trim()
    .regex(/^(\d{4,15})?$/, 'paper.authorPhone')
    .default(''),
  email: z
    .union([z.literal(''), z.string().trim().max(254, 'paper.authorEmail').email('paper.authorEmail')])
    .default(''),
  title: text(40).default(''),
  affiliation: text(200).default(''),
  country: text(60).default(''),
  address: text(200).default(''),
  field: text(40).default(''),
});

export const zFieldCode = z
  .string()
  .trim()
  .regex(/^[a-z_]{2,30}$/, 'field.invalid');

/** Id of an upload of type `paper` (/service/common/file/common/paper). */
export const zFileId = z.string('paper.fileRequired').regex(/^[0-9a-f]{32}$/, 'paper.fileRequired');

/** Fields of a paper being submitted (§3). */
export const zPaperFields = {
  title: z.string().trim().min(1, 'field.required').max(300, 'field.tooLong'),
  keywords: z.string().trim().min(1, 'field.required').max(200, 'field.tooLong'),
  abstract: z.string().trim().min(1, 'field.required').max(5000, 'field.tooLong'),
  fields: z.array(zFieldCode).min(1, 'field.required').max(3, 'field.invalid'),
  fileId: zFileId,
  authors: zPaperAuthors,
  couponCode: code,
  referralCode: code,
  inviteCode: code,
};

/** A draft: only the title is needed; lists, when given, are not empty. */
export const zPaperDraftFields = {
  title: z.string().trim().min(1, 'field.required').max(300, 'field.tooLong'),
  keywords: text(200).default(''),
  abstract: text(5000).default(''),
  fields: z.array(zFieldCode).min(1, 'field.invalid').max(3, 'field.invalid').optional(),
  fileId: zFileId.optional(),
  authors: z.array(zPaperAuthorDraft).min(1, 'paper.authorsMin').max(MAX_PAPER_AUTHORS, 'paper.authorsMax').optional(),
  couponCode: code,
  referralCode: code,
  inviteCode: code,
};

/** An author as stored: every field present (drafts may hold empty strings). */
export const zPaperAuthorOut = z.object({
  position: z.number().int(),
  corresponding: z.boolean(),
  nameEn: z.string(),
  name: z.string(),
  countryCode: z.string(),
  phone: z.string(),
  email: z.string(),
  title: z.string(),
  affiliation: z.string(),
  country: z.string(),
  address: z.string(),
  field: z.string(),
});

export const zPaperOpinion = z.object({
  action: zPaperAction,
  opinion: z.string(),
  at: z.string(),
});

export const zPaperBrief = z.object({
  id: z.number().int(),
  title: z.string(),
  status: zPaperStatus,
  submittedAt: z.string().nullable(),
  updatedAt: z.string(),
  meeting: z.object({ id: z.number().int(), code: z.string(), title: z.string(), startDate: z.string() }),
});

export const zPaperDetail = zPaperBrief.extend({
  keywords: z.string(),
  abstract: z.string(),
  fields: z.array(z.string()),
  file: z.object({ id: z.string(), name: z.string(), size: z.number().int(), url: z.string() }).nullable(),
  authors: z.array(zPaperAuthorOut),
  couponCode: z.string(),
  referralCode: z.string(),
  inviteCode: z.string(),
  /** Staff opinions the author sees, oldest first. */
  opinions: z.array(zPaperOpinion),
  editable: z.boolean(),
  submission: z.object({ state: zWindowState, deadline: z.string().nullable(), paperMaxMb: z.number().int() }),
});
export type TPaperDetail = z.infer<typeof zPaperDetail>;

/** Saves the caller's draft for a conference (one paper per person per conference). */
export const paperSave = defineCall({
  path: '/service/business/order/contribution/save',
  access: 'user',
  encoding: 'json',
  writes: true,
  input: z.object({ meetingId: zId, ...zPaperDraftFields }),
  output: z.object({ id: z.number().int(), status: zPaperStatus }),
});

/** Submits the caller's paper for a conference (its draft, or a new one). */
export const paperSubmit = defineCall({
  path: '/service/business/order/contribution/submit',
  access: 'user',
  encoding: 'json',
  writes: true,
  input: z.object({ meetingId: zId, ...zPaperFields }),
  output: z.object({ id: z.number().int(), status: zPaperStatus }),
});

/** Resubmits a paper staff asked to revise (/attendOrder/paperOrder/modifyPaper/{id}). */
export const paperResubmit = defineCall({
  path: '/service/business/order/contribution/resubmit/{id}',
  access: 'user',
  encoding: 'json',
  writes: true,
  ownedId: true,
  input: z.object({ id: zId, ...zPaperFields }),
  output: z.object({ id: z.number().int(), status: zPaperStatus }),
});

/** The caller's paper for a conference (`{id}` is the conference), or null. */
export const paperMine = defineCall({
  path: '/service/business/order/contribution/mine/{id}',
  access: 'user',
  encoding: 'form',
  input: z.object({ id: zId }),
  output: zPaperDetail.nullable(),
});

export const contributionList = defineCall({
  path: '/service/business/order/contribution/list',
  access: 'user',
  encoding: 'form',
  input: z.object({ status: zPaperStatus.optional(), ...zPage }),
  output: zPageOf(zPaperBrief),
});

export const contributionDetails = defineCall({
  path: '/service/business/order/contribution/details/{id}',
  access: 'user',
  encoding: 'form',
  ownedId: true,
  input: z.object({ id: zId }),
  output: zPaperDetail,
});

const zOption = z.object({ value: z.string(), label: z.string() });

/**
 * What the paper pages need besides the paper: status labels, staff actions, limits and option
 * lists, in the reader's language.
 */
export const reviewConfig = defineCall({
  path: '/service/review/action/config',
  access: 'visitor',
  encoding: 'form',
  input: z.object({}),
  output: z.object({
    statuses: z.array(zOption),
    actions: z.array(zOption.extend({ opinionRequired: z.boolean() })),
    editable: z.array(zPaperStatus),
    maxAuthors: z.number().int(),
    maxFields: z.number().int(),
    fileKinds: z.array(z.string()),
    defaultPaperMaxMb: z.number().int(),
    fields: z.array(zOption),
    titles: z.array(zOption),
  }),
});

export const zStaffPaper = zPaperDetail.extend({
  user: z.object({ id: z.number().int(), nickname: z.string(), phone: z.string().nullable() }),
});

export const staffPaperList = defineCall({
  path: '/service/staff/paper/list',
  access: 'staff',
  encoding: 'form',
  input: z.object({
    meetingId: zId.optional(),
    status: zPaperStatus.optional(),
    keyword: z.string().trim().max(50, 'field.tooLong').optional(),
    ...zPage,
  }),
  output: zPageOf(zPaperBrief.extend({ userId: z.number().int(), authorName: z.string() })),
});

export const staffPaperGet = defineCall({
  path: '/service/staff/paper/get/{id}',
  access: 'staff',
  encoding: 'form',
  input: z.object({ id: zId }),
  output: zStaffPaper,
});

/** Accept, reject, or ask for revision; reject and revise need an opinion the author sees. */
export const staffPaperDecide = defineCall({
  path: '/service/staff/paper/decide/{id}',
  access: 'staff',
  encoding: 'form',
  writes: true,
  input: z.object({ id: zId, action: zPaperAction, opinion: z.string().trim().max(2000, 'field.tooLong').default('') }),
  output: z.object({ id: z.number().int(), status: zPaperStatus }),
});

export const contributionCalls = {
  paperSave,
  paperSubmit,
  paperResubmit,
  paperMine,
  contributionList,
  contributionDetails,
  reviewConfig,
  staffPaperList,
  staffPaperGet,
  staffPaperDecide,
};
