import { z } from 'zod';
import { defineCall } from '../call';
import { zEmail, zId, zPage, zPageOf } from '../fields';
import { INVOICE_KINDS, INVOICE_STATUSES, TITLE_TYPES } from '../invoice-rules';
import { zOrderKind } from './order';

/**
 * Invoices of paid orders of any kind (issue 4, decision 014). In the §7 paths `{a}` is the order's
 * kind (`register`, or a service kind) and `{b}` the order id: an order of another kind, or another
 * user's, is not found. One request per order; states requested → issued | rejected, and a
 * rejected request is modified and goes back to requested.
 */
export const zInvoiceStatus = z.enum(INVOICE_STATUSES);
export const zTitleType = z.enum(TITLE_TYPES);
export const zInvoiceKind = z.enum(INVOICE_KINDS);
export const zInvoiceEvent = z.object({
  from: z.string().nullable(),
  to: z.string(),
  at: z.string(),
  reason: z.string(),
});

export const zInvoice = z.object({
  id: z.number().int(),
  orderId: z.number().int(),
  orderKind: z.string(),
  orderNo: z.string(),
  /** The meeting's title for a conference order, else empty (the screen names the kind). */
  orderTitle: z.string(),
  status: zInvoiceStatus,
  titleType: zTitleType,
  invoiceTitle: z.string(),
  taxNo: z.string(),
  invoiceType: zInvoiceKind,
  email: z.string(),
  remark: z.string(),
  /** Integer fen: the order's paid amount. */
  amountFen: z.number().int(),
  /** Set when issued. */
  invoiceNo: z.string(),
  rejectReason: z.string(),
  /** The issued PDF (owner and staff only), else null. */
  pdfUrl: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  issuedAt: z.string().nullable(),
});
export type TInvoice = z.infer<typeof zInvoice>;
export const zInvoiceDetail = zInvoice.extend({ events: z.array(zInvoiceEvent) });

/** What a request says: the title, the invoice type, where to send it. */
export const zInvoiceFields = {
  titleType: zTitleType,
  invoiceTitle: z.string().trim().min(1, 'field.required').max(100, 'field.tooLong'),
  taxNo: z.string().trim().max(20, 'invoice.taxNoInvalid').default(''),
  invoiceType: zInvoiceKind.default('normal'),
  email: zEmail,
  remark: z.string().trim().max(200, 'field.tooLong').default(''),
};
const zOrderRef = { a: zOrderKind, b: zId };

export const zInvoiceSetting = z.object({
  allowed: z.boolean(),
  types: z.array(zInvoiceKind),
  /** The meeting's note in the reader's language. */
  note: z.string(),
});

export const invoiceView = defineCall({
  path: '/service/business/order/common/invoice/{a}/{b}/view',
  access: 'user',
  encoding: 'form',
  ownedId: true,
  input: z.object(zOrderRef),
  output: z.object({
    order: z.object({
      id: z.number().int(),
      kind: z.string(),
      orderNo: z.string(),
      status: z.string(),
      amountFen: z.number().int(),
      title: z.string(),
    }),
    setting: zInvoiceSetting,
    /** Why no request can be made now (null: it can): `unpaid`, `refunded`, `cancelled`, `notAllowed`. */
    blocked: z.string().nullable(),
    invoice: zInvoiceDetail.nullable(),
  }),
});

export const invoiceSubmit = defineCall({
  path: '/service/business/order/common/invoice/{a}/{b}/submit',
  access: 'user',
  encoding: 'json',
  writes: true,
  ownedId: true,
  input: z.object({ ...zOrderRef, ...zInvoiceFields, saveTitle: z.boolean().default(false) }),
  output: zInvoiceDetail,
});

export const invoiceModify = defineCall({
  path: '/service/business/order/common/invoice/{a}/{b}/modify',
  access: 'user',
  encoding: 'json',
  writes: true,
  ownedId: true,
  input: z.object({ ...zOrderRef, ...zInvoiceFields, saveTitle: z.boolean().default(false) }),
  output: zInvoiceDetail,
});

/** The caller's invoice requests, newest first. */
export const invoiceSearch = defineCall({
  path: '/service/business/order/common/invoice/info/search',
  access: 'user',
  encoding: 'form',
  input: z.object({ status: zInvoiceStatus.optional(), ...zPage }),
  output: zPageOf(zInvoice),
});

export const invoiceInfo = defineCall({
  path: '/service/business/order/common/invoice/info/{id}',
  access: 'user',
  encoding: 'form',
  ownedId: true,
  input: z.object({ id: zId }),
  output: zInvoiceDetail,
});

export const zSavedTitle = z.object({
  id: z.number().int(),
  titleType: zTitleType,
  invoiceTitle: z.string(),
  taxNo: z.string(),
  email: z.string(),
  updatedAt: z.string(),
});
export type TSavedTitle = z.infer<typeof zSavedTitle>;

export const invoiceTitleList = defineCall({
  path: '/service/user/invoice/title/list',
  access: 'user',
  encoding: 'form',
  input: z.object({}),
  output: z.array(zSavedTitle),
});

/** Adds a title, or changes the caller's title `id`. */
export const invoiceTitleSave = defineCall({
  path: '/service/user/invoice/title/save',
  access: 'user',
  encoding: 'json',
  writes: true,
  ownedId: true,
  input: z.object({
    id: zId.optional(),
    titleType: zTitleType,
    invoiceTitle: zInvoiceFields.invoiceTitle,
    taxNo: zInvoiceFields.taxNo,
    email: zEmail,
  }),
  output: zSavedTitle,
});

export const invoiceTitleDelete = defineCall({
  path: '/service/user/invoice/title/delete/{id}',
  access: 'user',
  encoding: 'form',
  writes: true,
  ownedId: true,
  input: z.object({ id: zId }),
  output: z.null(),
});

export const zStaffInvoice = zInvoice.extend({ userId: z.number().int(), userName: z.string() });

export const staffInvoiceList = defineCall({
  path: '/service/staff/invoice/list',
  access: 'staff',
  encoding: 'form',
  input: z.object({
    status: zInvoiceStatus.optional(),
    orderKind: zOrderKind.optional(),
    /** Order number, title, tax number or e-mail. */
    keyword: z.string().trim().max(100, 'field.tooLong').default(''),
    ...zPage,
  }),
  output: zPageOf(zStaffInvoice),
});

export const staffInvoiceDetail = defineCall({
  path: '/service/staff/invoice/details/{id}',
  access: 'staff',
  encoding: 'form',
  input: z.object({ id: zId }),
  output: zInvoiceDetail.extend({ userId: z.number().int(), userName: z.string() }),
});

/** Generates the PDF, stores it, marks the request issued. */
export const staffInvoiceIssue = defineCall({
  path: '/service/staff/invoice/issue/{id}',
  access: 'staff',
  encoding: 'form',
  writes: true,
  input: z.object({ id: zId }),
  output: zInvoiceDetail,
});

export const staffInvoiceReject = defineCall({
  path: '/service/staff/invoice/reject/{id}',
  access: 'staff',
  encoding: 'form',
  writes: true,
  input: z.object({ id: zId, reason: z.string().trim().min(1, 'field.required').max(200, 'field.tooLong') }),
  output: zInvoiceDetail,
});

export const invoiceCalls = {
  invoiceView,
  invoiceSubmit,
  invoiceModify,
  invoiceSearch,
  invoiceInfo,
  invoiceTitleList,
  invoiceTitleSave,
  invoiceTitleDelete,
  staffInvoiceList,
  staffInvoiceDetail,
  staffInvoiceIssue,
  staffInvoiceReject,
};
