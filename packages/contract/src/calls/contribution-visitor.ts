import { z } from 'zod';
import { defineCall } from '../call';
import { zFlag, zId } from '../fields';
import { zPaperOpinion, zPaperStatus } from './contribution';
import { zLinkState, zLinkToken } from './settlement';

/**
 * A paper after submission (§7 Visitor, decision 015): the copyright agreement each author signs,
 * the review opinions, a transfer to another venue, the final (camera-ready) version and the
 * similarity report. Authors without an account reach them through links staff send: the link's
 * `{id}` is a 256-bit random token (stored hashed, expiring), never a paper id. The signed-in
 * author reaches the same things by paper id through the user calls below.
 */

export const LINK_PURPOSES = ['agreement', 'transfer', 'final'] as const;
export const zLinkPurpose = z.enum(LINK_PURPOSES);
export type TLinkPurpose = z.infer<typeof zLinkPurpose>;

export const TRANSFER_STATUSES = ['pending', 'accepted', 'declined'] as const;
export const zTransferStatus = z.enum(TRANSFER_STATUSES);
export const TRANSFER_DECISIONS = ['accept', 'decline'] as const;
export const zTransferDecision = z.enum(TRANSFER_DECISIONS);

/** Raw GET downloads (not envelope calls): `{id}` a link token, `{type}` original | final. */
export const PAPER_DOWN_PATH = '/service/visitor/contribution/paper/down/{id}/{type}';
/** `{a}` = `paper` with `{b}` a paper id (the signed-in owner or staff), or a link purpose with `{b}` its token. */
export const DUPLICATE_REPORT_PATH = '/service/visitor/contribution/duplicateReport/{a}/{b}';
export const PAPER_FILE_TYPES = ['original', 'final'] as const;

/** The name typed as signature: the author's English or Chinese name as on the paper. */
const zSignedName = z
  .string('agreement.nameRequired')
  .trim()
  .min(1, 'agreement.nameRequired')
  .max(100, 'field.tooLong');
const zSignInput = {
  signedName: zSignedName,
  agree: zFlag.refine((v) => v, 'agreement.tick'),
};

export const zAgreementText = z.object({
  version: z.string(),
  title: z.string(),
  paragraphs: z.array(z.string()),
});

export const zSignature = z.object({
  signedName: z.string(),
  signedAt: z.string(),
  via: z.enum(['owner', 'link']),
});

export const zAgreementAuthor = z.object({
  position: z.number().int(),
  name: z.string(),
  corresponding: z.boolean(),
  signature: zSignature.nullable(),
});

const zPaperHead = z.object({
  title: z.string(),
  status: zPaperStatus,
  meetingTitle: z.string(),
});

/** What a co-author sees through the agreement link: one author's agreement. */
export const zAgreementView = z.object({
  paper: zPaperHead,
  author: zAgreementAuthor,
  text: zAgreementText,
  linkState: zLinkState,
});

export const zTransfer = z.object({
  toVenue: z.string(),
  note: z.string(),
  status: zTransferStatus,
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});

export const zFinalFile = z.object({
  name: z.string(),
  size: z.number().int(),
  affirmedAt: z.string(),
});

/** The state of a paper after acceptance, as a link holder or the owner sees it. */
export const zAffirmStatus = z.object({
  paper: zPaperHead,
  purpose: zLinkPurpose.nullable(),
  linkState: zLinkState,
  signed: z.number().int(),
  authors: z.number().int(),
  transfer: zTransfer.nullable(),
  finalFile: zFinalFile.nullable(),
  /** Download path of the similarity report, or null when staff have not uploaded one. */
  reportUrl: z.string().nullable(),
  /** Download path of the files through this link (link holders only). */
  originalUrl: z.string().nullable(),
  finalUrl: z.string().nullable(),
});

// ---- Visitor calls (the token is the credential) ----

export const agreementView = defineCall({
  path: '/service/visitor/contribution/agreement/view/{id}',
  access: 'visitor',
  encoding: 'form',
  input: z.object({ id: zLinkToken }),
  output: zAgreementView,
});

/** Signs as the link's author: once per author; the link is used up. */
export const agreementSubmit = defineCall({
  path: '/service/visitor/contribution/agreement/submit/{id}',
  access: 'visitor',
  encoding: 'form',
  writes: true,
  input: z.object({ id: zLinkToken, ...zSignInput }),
  output: zSignature,
});

/** The review opinions of the paper behind a link: `{a}` the link purpose, `{b}` its token. */
export const paperReview = defineCall({
  path: '/service/visitor/contribution/paper/review/{a}/{b}',
  access: 'visitor',
  encoding: 'form',
  input: z.object({ a: zLinkPurpose, b: zLinkToken }),
  output: z.object({ paper: zPaperHead, opinions: z.array(zPaperOpinion) }),
});

/** The author accepts or declines the transfer offered through a transfer link. */
export const paperTransfer = defineCall({
  path: '/service/visitor/contribution/transfer/{paperId}',
  access: 'visitor',
  encoding: 'form',
  writes: true,
  input: z.object({ paperId: zLinkToken, decision: zTransferDecision }),
  output: z.object({ status: zTransferStatus }),
});

export const affirmStatus = defineCall({
  path: '/service/visitor/contribution/affirmStatus/{id}',
  access: 'visitor',
  encoding: 'form',
  input: z.object({ id: zLinkToken }),
  output: zAffirmStatus,
});

/** Uploads and affirms the final version through a `final` link (PDF or Word by content). */
export const affirmUploadLink = defineCall({
  path: '/service/visitor/contribution/affirmUpload/{id}',
  access: 'visitor',
  encoding: 'multipart',
  writes: true,
  input: z.object({ id: zLinkToken }),
  output: zFinalFile,
});

// ---- The signed-in author, by paper id ----

export const paperAgreement = defineCall({
  path: '/service/business/order/contribution/agreement/{id}',
  access: 'user',
  encoding: 'form',
  ownedId: true,
  input: z.object({ id: zId }),
  output: z.object({
    paper: zPaperHead.extend({ id: z.number().int() }),
    text: zAgreementText,
    authors: z.array(zAgreementAuthor),
    /** The author position the signed-in owner signs as (their phone, else the corresponding author). */
    signAs: z.number().int().nullable(),
    open: z.boolean(),
  }),
});

export const paperAgreementSign = defineCall({
  path: '/service/business/order/contribution/agreement/sign/{id}',
  access: 'user',
  encoding: 'form',
  writes: true,
  ownedId: true,
  input: z.object({ id: zId, ...zSignInput }),
  output: zSignature,
});

export const paperAffirmStatus = defineCall({
  path: '/service/business/order/contribution/affirmStatus/{id}',
  access: 'user',
  encoding: 'form',
  ownedId: true,
  input: z.object({ id: zId }),
  output: zAffirmStatus,
});

export const paperTransferDecide = defineCall({
  path: '/service/business/order/contribution/transfer/{id}',
  access: 'user',
  encoding: 'form',
  writes: true,
  ownedId: true,
  input: z.object({ id: zId, decision: zTransferDecision }),
  output: z.object({ status: zTransferStatus }),
});

/** Affirms the final version: an upload of type `affirmUpload` of the caller's own. */
export const paperAffirmFinal = defineCall({
  path: '/service/business/order/contribution/affirm/{id}',
  access: 'user',
  encoding: 'form',
  writes: true,
  ownedId: true,
  input: z.object({ id: zId, fileId: z.string('paper.fileRequired').regex(/^[0-9a-f]{32}$/, 'paper.fileRequired') }),
  output: zFinalFile,
});

// ---- Staff ----

export const zStaffLink = z.object({
  purpose: zLinkPurpose,
  position: z.number().int().nullable(),
  state: zLinkState,
  expiresAt: z.string(),
  createdAt: z.string(),
});

export const staffPaperAfter = defineCall({
  path: '/service/staff/paper/after/{id}',
  access: 'staff',
  encoding: 'form',
  input: z.object({ id: zId }),
  output: z.object({
    status: zPaperStatus,
    authors: z.array(zAgreementAuthor.extend({ email: z.string(), phone: z.string() })),
    links: z.array(zStaffLink),
    transfer: zTransfer.nullable(),
    finalFile: zFinalFile.extend({ url: z.string() }).nullable(),
    reportUrl: z.string().nullable(),
  }),
});

const zSent = z.object({ url: z.string(), expiresAt: z.string() });

/** A fresh agreement link for one author (the old one dies); the paper must be accepted. */
export const staffSendAgreement = defineCall({
  path: '/service/staff/paper/agreement/send/{id}',
  access: 'staff',
  encoding: 'form',
  writes: true,
  input: z.object({ id: zId, position: z.coerce.number().int().min(1).max(7) }),
  output: zSent,
});

export const staffStartTransfer = defineCall({
  path: '/service/staff/paper/transfer/{id}',
  access: 'staff',
  encoding: 'form',
  writes: true,
  input: z.object({
    id: zId,
    toVenue: z.string('field.required').trim().min(1, 'field.required').max(200, 'field.tooLong'),
    note: z.string().trim().max(2000, 'field.tooLong').default(''),
  }),
  output: zSent,
});

export const staffSendFinalLink = defineCall({
  path: '/service/staff/paper/final/send/{id}',
  access: 'staff',
  encoding: 'form',
  writes: true,
  input: z.object({ id: zId }),
  output: zSent,
});

/** Attaches the similarity report: a PDF the staff member uploaded as type `document`. */
export const staffPaperReport = defineCall({
  path: '/service/staff/paper/report/{id}',
  access: 'staff',
  encoding: 'form',
  writes: true,
  input: z.object({ id: zId, fileId: z.string('field.required').regex(/^[0-9a-f]{32}$/, 'field.invalid') }),
  output: z.object({ reportUrl: z.string() }),
});

export const contributionVisitorCalls = {
  agreementView,
  agreementSubmit,
  paperReview,
  paperTransfer,
  affirmStatus,
  affirmUploadLink,
  paperAgreement,
  paperAgreementSign,
  paperAffirmStatus,
  paperTransferDecide,
  paperAffirmFinal,
  staffPaperAfter,
  staffSendAgreement,
  staffStartTransfer,
  staffSendFinalLink,
  staffPaperReport,
};
