import { z } from 'zod';
import { defineCall } from '../call';
import { zId, zPage, zPageOf } from '../fields';
import { SCI_PROGRESS, SCI_SERVICE_TYPES, SCI_STAFF_TARGETS } from '../sci-services';
import { zPaperAuthorOut, zPaperFields } from './contribution';
import { zOrderStatus } from './order';

/**
 * SCI journal paper orders (§2 /sciPaperPro/contribute/{id}/{type}, /personal/sci, /sciOrder/opinion,
 * decision 016). One order of kind `sci` per submission: `orders.status` is its payment, the paper's
 * `progress` its own state machine. The id of every call is the order's id. JSON bodies: authors
 * and fields are lists (decision 003). The journals themselves are cms.ts's `sciPublic*` calls.
 */

export const zSciType = z.enum(SCI_SERVICE_TYPES);
export const zSciProgress = z.enum(SCI_PROGRESS);
export const zSciStaffTarget = z.enum(SCI_STAFF_TARGETS);

const remark = z.string().trim().max(1000, 'field.tooLong').default('');

/** The manuscript: issue 3's paper fields and author rules (§3, §5), plus a remark. */
export const zSciPaperFields = {
  title: zPaperFields.title,
  keywords: zPaperFields.keywords,
  abstract: zPaperFields.abstract,
  fields: zPaperFields.fields,
  fileId: zPaperFields.fileId,
  authors: zPaperFields.authors,
  remark,
};

export const zSciJournalBrief = z.object({
  id: z.number().int(),
  name: z.string(),
  issn: z.string(),
  partition: z.string(),
  /** ×1000. */
  impactFactor: z.number().int(),
});

export const zSciBrief = z.object({
  /** The order's id. */
  id: z.number().int(),
  orderNo: z.string(),
  type: zSciType,
  /** Integer fen. */
  amountFen: z.number().int(),
  payStatus: zOrderStatus,
  progress: zSciProgress,
  title: z.string(),
  journal: zSciJournalBrief,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TSciBrief = z.infer<typeof zSciBrief>;

/** One step of the paper's history; `opinion` is the staff opinion or the author's reply. */
export const zSciEvent = z.object({
  id: z.number().int(),
  from: zSciProgress.nullable(),
  to: zSciProgress,
  actor: z.enum(['user', 'staff', 'system']),
  /** `modify` when the author changed an unpaid order without a change of state. */
  action: z.string(),
  opinion: z.string(),
  /** The revision file the author sent with a resubmission, if any. */
  file: z.object({ id: z.string(), name: z.string(), url: z.string() }).nullable(),
  at: z.string(),
});

export const zSciDetail = zSciBrief.extend({
  keywords: z.string(),
  abstract: z.string(),
  fields: z.array(z.string()),
  file: z.object({ id: z.string(), name: z.string(), size: z.number().int(), url: z.string() }).nullable(),
  authors: z.array(zPaperAuthorOut),
  remark: z.string(),
  /** Oldest first. */
  timeline: z.array(zSciEvent),
  /** The author may change the manuscript (order unpaid, or staff asked for a revision). */
  modifiable: z.boolean(),
  withdrawable: z.boolean(),
});
export type TSciDetail = z.infer<typeof zSciDetail>;

/** Creates an unpaid `sci` order for a journal of the SCI service and the paper behind it. */
export const sciSubmit = defineCall({
  path: '/service/business/order/sci/submit',
  access: 'user',
  encoding: 'json',
  writes: true,
  input: z.object({ journalId: zId, type: zSciType, ...zSciPaperFields }),
  output: z.object({
    orderId: z.number().int(),
    orderNo: z.string(),
    amountFen: z.number().int(),
    payStatus: zOrderStatus,
    progress: zSciProgress,
  }),
});

export const sciList = defineCall({
  path: '/service/business/order/sci/list',
  access: 'user',
  encoding: 'form',
  input: z.object({ progress: zSciProgress.optional(), ...zPage }),
  output: zPageOf(zSciBrief),
});

export const sciDetails = defineCall({
  path: '/service/business/order/sci/details/{id}',
  access: 'user',
  encoding: 'form',
  ownedId: true,
  input: z.object({ id: zId }),
  output: zSciDetail,
});

/**
 * Changes the manuscript: while the order is unpaid (no change of progress), or after staff asked
 * for a revision (progress → resubmitted, `reply` answers the opinion).
 */
export const sciModify = defineCall({
  path: '/service/business/order/sci/modify/{id}',
  access: 'user',
  encoding: 'json',
  writes: true,
  ownedId: true,
  input: z.object({ id: zId, ...zSciPaperFields, reply: z.string().trim().max(2000, 'field.tooLong').default('') }),
  output: z.object({ id: z.number().int(), progress: zSciProgress }),
});

/** The author withdraws a paper that is still open (paid and not yet decided). */
export const sciWithdraw = defineCall({
  path: '/service/business/order/sci/withdraw/{id}',
  access: 'user',
  encoding: 'form',
  writes: true,
  ownedId: true,
  input: z.object({ id: zId, reason: z.string().trim().max(500, 'field.tooLong').default('') }),
  output: z.object({ id: z.number().int(), progress: zSciProgress }),
});

export const zStaffSci = zSciDetail.extend({
  user: z.object({ id: z.number().int(), nickname: z.string(), phone: z.string().nullable() }),
});

export const staffSciList = defineCall({
  path: '/service/staff/sci/list',
  access: 'staff',
  encoding: 'form',
  input: z.object({
    progress: zSciProgress.optional(),
    payStatus: zOrderStatus.optional(),
    type: zSciType.optional(),
    keyword: z.string().trim().max(50, 'field.tooLong').optional(),
    ...zPage,
  }),
  output: zPageOf(zSciBrief.extend({ userId: z.number().int(), userName: z.string() })),
});

export const staffSciGet = defineCall({
  path: '/service/staff/sci/get/{id}',
  access: 'staff',
  encoding: 'form',
  input: z.object({ id: zId }),
  output: zStaffSci,
});

/** Moves a paid paper's progress with an opinion the author reads (required for revision and rejection). */
export const staffSciMove = defineCall({
  path: '/service/staff/sci/move/{id}',
  access: 'staff',
  encoding: 'form',
  writes: true,
  input: z.object({
    id: zId,
    to: zSciStaffTarget,
    opinion: z.string().trim().max(2000, 'field.tooLong').default(''),
  }),
  output: z.object({ id: z.number().int(), progress: zSciProgress }),
});

export const sciCalls = {
  sciSubmit,
  sciList,
  sciDetails,
  sciModify,
  sciWithdraw,
  staffSciList,
  staffSciGet,
  staffSciMove,
};
