import { z } from 'zod';
import { defineCall } from '../call';
import { zId, zPage, zPageOf } from '../fields';
import { zOrderEvent, zOrderKind, zOrderStatus } from './order';

/**
 * Paying an order of any kind (§7 /service/business/pay/*): the generic order view of the payment
 * screen, the four ways to pay (wallet, online sandbox channel, offline transfer with a voucher),
 * the sandbox channel's own page and callback, and the staff console's order calls.
 * Cancelling is `orderCancel` in calls/order.ts. Money is integer fen everywhere.
 * Decision 013 records the choices.
 */

export const PAY_CHANNELS = ['sandbox'] as const;
export const zPayChannel = z.enum(PAY_CHANNELS);

/** Ways an order can be paid; top-ups only online (the wallet cannot pay itself). */
export const PAY_METHODS = ['wallet', 'online', 'offline'] as const;
export const zPayMethod = z.enum(PAY_METHODS);

/** A 6-digit pay password. */
export const zPayPassword = z.string('payPassword.format').regex(/^\d{6}$/, 'payPassword.format');

/** Optional id of one of the caller's coupons to apply to the order. */
export const zCouponIdOpt = zId.optional();

/** Id of an upload of type `voucher` (/service/common/file/common/voucher). */
export const zVoucherFileId = z.string('pay.voucherRequired').regex(/^[0-9a-f]{32}$/, 'pay.voucherRequired');

/** A coupon as applied to an order: what it takes off. */
export const zAppliedCoupon = z.object({
  id: z.number().int(),
  title: z.string(),
  discountFen: z.number().int(),
});

/** One of the caller's coupons that could pay this order, and the amount after it. */
export const zCouponOption = zAppliedCoupon.extend({
  payableFen: z.number().int(),
  expiresAt: z.string(),
});

/** The bank account for offline transfers; the reference is the order number. */
export const zOfflineAccount = z.object({
  bankName: z.string(),
  accountName: z.string(),
  account: z.string(),
  reference: z.string(),
  payableFen: z.number().int(),
  note: z.string(),
});

export const zVoucherInfo = z.object({
  fileId: z.string(),
  /** Site-relative URL of the image (owner or staff only). */
  url: z.string(),
  submittedAt: z.string(),
  /** Reason of the last rejection, '' when none. */
  rejectReason: z.string(),
});

/** The generic order of the payment screen /attendOrder/orderPay?orderId=. */
export const zPayOrder = z.object({
  id: z.number().int(),
  kind: zOrderKind,
  orderNo: z.string(),
  /** Per kind, in the caller's language (e.g. the conference name and category). */
  title: z.string(),
  /** Price before any coupon. */
  amountFen: z.number().int(),
  coupon: zAppliedCoupon.nullable(),
  /** What is still to pay: amount less the applied coupon. */
  payableFen: z.number().int(),
  status: zOrderStatus,
  /** Methods this kind may use while the order is unpaid or paying (empty otherwise). */
  methods: z.array(zPayMethod),
  /** Coupons of the caller that apply to this order now (only while it can still be paid). */
  coupons: z.array(zCouponOption),
  offline: zOfflineAccount,
  wallet: z.object({ balanceFen: z.number().int(), hasPayPassword: z.boolean() }),
  /** The last voucher uploaded, if any. */
  voucher: zVoucherInfo.nullable(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  events: z.array(zOrderEvent),
});
export type TPayOrder = z.infer<typeof zPayOrder>;

const payInput = { type: zOrderKind, orderId: zId, couponId: zCouponIdOpt };

export const payOrderView = defineCall({
  path: '/service/business/pay/order/{orderId}',
  access: 'user',
  encoding: 'form',
  ownedId: true,
  input: z.object({ orderId: zId }),
  output: zPayOrder,
});

/** Offline transfer instructions; applies the coupon if one is given (the order stays unpaid). */
export const payOffline = defineCall({
  path: '/service/business/pay/{type}/{orderId}/offline',
  access: 'user',
  encoding: 'form',
  writes: true,
  ownedId: true,
  input: z.object(payInput),
  output: zOfflineAccount,
});

/**
 * Starts (or resumes) an online payment: the order becomes `paying` and the answer is the URL of
 * the channel's payment page (for `sandbox`, our own /sandboxPay/{intentId}?token=...).
 */
export const payOnline = defineCall({
  path: '/service/business/pay/{type}/{orderId}/online/{channel}',
  access: 'user',
  encoding: 'form',
  writes: true,
  ownedId: true,
  input: z.object({ ...payInput, channel: zPayChannel }),
  output: z.object({
    intentId: z.string(),
    token: z.string(),
    /** Site-relative URL of the payment page. */
    payUrl: z.string(),
    payableFen: z.number().int(),
    status: zOrderStatus,
  }),
});

/** Pays from the wallet with the pay password (5 wrong tries in 15 minutes lock it). */
export const payWallet = defineCall({
  path: '/service/business/pay/{type}/{orderId}/wallet',
  access: 'user',
  encoding: 'form',
  writes: true,
  ownedId: true,
  input: z.object({ ...payInput, payPassword: zPayPassword }),
  output: z.object({ status: zOrderStatus, payableFen: z.number().int(), balanceFen: z.number().int() }),
});

/** Submits the offline transfer voucher; the order waits for staff review (`voucher_review`). */
export const payVoucher = defineCall({
  path: '/service/business/pay/{type}/{orderId}/voucher',
  access: 'user',
  encoding: 'form',
  writes: true,
  ownedId: true,
  input: z.object({ ...payInput, fileId: zVoucherFileId }),
  output: z.object({ status: zOrderStatus }),
});

// ---- Sandbox channel: the channel's own page (in our web app) and its signed callback ----

export const INTENT_STATUSES = ['open', 'succeeded', 'failed', 'closed'] as const;
export const zIntentStatus = z.enum(INTENT_STATUSES);

/** Intent id (128-bit random, hex) and the page token signed by the server. */
const zIntentId = z.string().regex(/^[0-9a-f]{32}$/, 'field.invalid');
const zIntentToken = z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'field.invalid');

export const zSandboxIntent = z.object({
  intentId: z.string(),
  merchant: z.string(),
  merchantName: z.string(),
  orderNo: z.string(),
  orderTitle: z.string(),
  amountFen: z.number().int(),
  status: zIntentStatus,
  /** Where the page sends the payer afterwards: the payment screen of the order. */
  returnUrl: z.string(),
});

/** What the sandbox payment page shows (visitor: the token in the URL is the credential). */
export const sandboxIntentView = defineCall({
  path: '/service/business/pay/sandbox/intent/{intentId}',
  access: 'visitor',
  encoding: 'form',
  input: z.object({ intentId: zIntentId, token: zIntentToken }),
  output: zSandboxIntent,
});

/**
 * The payer presses "pay" (or "fail") on the sandbox page. The sandbox channel then posts its
 * signed callback, which the server verifies like any other (in process, same verification).
 */
export const sandboxConfirm = defineCall({
  path: '/service/business/pay/sandbox/confirm/{intentId}',
  access: 'visitor',
  encoding: 'form',
  writes: true,
  input: z.object({ intentId: zIntentId, token: zIntentToken, outcome: z.enum(['pay', 'fail']) }),
  output: zSandboxIntent.extend({ orderStatus: zOrderStatus }),
});

/** The channel's callback: HMAC-SHA256 over merchant, intentId, orderNo, amountFen, timestamp, nonce. */
export const sandboxCallback = defineCall({
  path: '/service/business/pay/callback/sandbox',
  access: 'visitor',
  encoding: 'form',
  writes: true,
  input: z.object({
    merchant: z.string().max(64),
    intentId: z.string().max(64),
    orderNo: z.string().max(64),
    /** Integer fen as decimal digits. */
    amountFen: z.string().regex(/^\d{1,15}$/, 'field.invalid'),
    /** Unix seconds. */
    timestamp: z.string().regex(/^\d{1,12}$/, 'field.invalid'),
    nonce: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, 'field.invalid'),
    /** outcome of the payment at the channel */
    result: z.enum(['success', 'fail']),
    sign: z.string().max(128),
  }),
  output: z.object({ received: z.literal(true), orderStatus: zOrderStatus }),
});

// ---- Staff console ----

export const zStaffOrderRow = z.object({
  id: z.number().int(),
  orderNo: z.string(),
  kind: zOrderKind,
  title: z.string(),
  userId: z.number().int(),
  userName: z.string(),
  userPhone: z.string(),
  amountFen: z.number().int(),
  payableFen: z.number().int(),
  status: zOrderStatus,
  /** How it was paid: wallet, online, offline, free, staff; '' when not paid. */
  paidBy: z.string(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
});

/** yyyy-mm-dd, inclusive, server time zone UTC+8. */
const zDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'field.invalid')
  .optional();

export const staffPayOrderList = defineCall({
  path: '/service/staff/pay/order/list',
  access: 'staff',
  encoding: 'form',
  input: z.object({
    /** Order number or user phone (exact or prefix). */
    q: z.string().trim().max(40, 'field.tooLong').default(''),
    kind: zOrderKind.optional(),
    status: zOrderStatus.optional(),
    from: zDay,
    to: zDay,
    ...zPage,
  }),
  output: zPageOf(zStaffOrderRow),
});

export const zRefund = z.object({
  id: z.number().int(),
  to: z.enum(['wallet', 'channel']),
  amountFen: z.number().int(),
  reason: z.string(),
  at: z.string(),
});

export const staffPayOrderDetail = defineCall({
  path: '/service/staff/pay/order/detail/{id}',
  access: 'staff',
  encoding: 'form',
  input: z.object({ id: zId }),
  output: zStaffOrderRow.extend({
    coupon: zAppliedCoupon.nullable(),
    voucher: zVoucherInfo.nullable(),
    refunds: z.array(zRefund),
    events: z.array(zOrderEvent.extend({ actor: z.string() })),
  }),
});

/** Approve (→ paid) or reject (→ unpaid, reason required) an offline transfer voucher. */
export const staffVoucherReview = defineCall({
  path: '/service/staff/pay/voucher/review/{id}',
  access: 'staff',
  encoding: 'form',
  writes: true,
  input: z.object({
    id: zId,
    approve: z.enum(['1', '0']).transform((v) => v === '1'),
    reason: z.string().trim().max(200, 'field.tooLong').default(''),
  }),
  output: z.object({ status: zOrderStatus }),
});

/** Refund a paid order in full to the wallet or the original channel (→ refunded). */
export const staffRefund = defineCall({
  path: '/service/staff/pay/order/refund/{id}',
  access: 'staff',
  encoding: 'form',
  writes: true,
  input: z.object({
    id: zId,
    to: z.enum(['wallet', 'channel']),
    reason: z.string().trim().min(1, 'field.required').max(200, 'field.tooLong'),
  }),
  output: z.object({ status: zOrderStatus }),
});

export const payCalls = {
  payOrderView,
  payOffline,
  payOnline,
  payWallet,
  payVoucher,
  sandboxIntentView,
  sandboxConfirm,
  sandboxCallback,
  staffPayOrderList,
  staffPayOrderDetail,
  staffVoucherReview,
  staffRefund,
};
