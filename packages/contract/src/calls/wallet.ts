import { z } from 'zod';
import { defineCall } from '../call';
import { zPage, zPageOf, zVerifyCode } from '../fields';
import { zOrderStatus } from './order';
import { zPayPassword } from './pay';

/**
 * The wallet (§7 /service/user/wallet/*): balance and ledger, the pay password, top-ups (a `topup`
 * order paid through the online channel only), the gift-code receiving centre and the public
 * top-up offer. Money is integer fen; amounts typed by people are yuan strings with at most two
 * decimals, parsed here once (`zYuanAmount`).
 */

/** Top-up limits: 10 to 5,000 yuan per order (decision 013). */
export const TOPUP_MIN_FEN = 1000;
export const TOPUP_MAX_FEN = 500000;

/**
 * A yuan amount typed by a person: digits with at most two decimals, no sign, no exponent, no
 * spaces ("10", "10.5", "10.05"); becomes integer fen. "10.001", "1e3", "-0", "NaN", " 10" fail.
 */
export const zYuanAmount = z
  .string('wallet.amountFormat')
  .regex(/^(0|[1-9]\d{0,8})(\.\d{1,2})?$/, 'wallet.amountFormat')
  .transform((s) => {
    const [int, dec = ''] = s.split('.');
    return Number(int) * 100 + Number(dec.padEnd(2, '0'));
  })
  .pipe(z.number().int().min(TOPUP_MIN_FEN, 'wallet.amountRange').max(TOPUP_MAX_FEN, 'wallet.amountRange'));

export const LEDGER_REASONS = ['topup', 'topup_bonus', 'pay', 'refund', 'gift'] as const;
export const zLedgerReason = z.enum(LEDGER_REASONS);

export const zLedgerRow = z.object({
  id: z.number().int(),
  /** Signed: credits positive, debits negative. */
  deltaFen: z.number().int(),
  balanceAfterFen: z.number().int(),
  reason: zLedgerReason,
  /** Human text in the caller's language (e.g. "Paid order R2026…"). */
  note: z.string(),
  orderId: z.number().int().nullable(),
  orderNo: z.string().nullable(),
  at: z.string(),
});

export const walletIndex = defineCall({
  path: '/service/user/wallet/index',
  access: 'user',
  encoding: 'form',
  input: z.object({ ...zPage }),
  output: z.object({
    balanceFen: z.number().int(),
    hasPayPassword: z.boolean(),
    /** ISO time until which wallet payment is locked after 5 wrong pay passwords, else null. */
    lockedUntil: z.string().nullable(),
    ledger: zPageOf(zLedgerRow),
  }),
});

/** Sets the pay password, or changes it (then the old one is needed). */
export const walletChangePass = defineCall({
  path: '/service/user/wallet/changePass',
  access: 'user',
  encoding: 'form',
  writes: true,
  input: z.object({ oldPassword: zPayPassword.optional(), password: zPayPassword }),
  output: z.null(),
});

/** Sends an SMS code to the caller's own phone for resetting the pay password. */
export const walletSendCode = defineCall({
  path: '/service/user/wallet/sendCode',
  access: 'user',
  encoding: 'form',
  writes: true,
  input: z.object({}),
  output: z.object({ cooldownSeconds: z.number().int(), maskedPhone: z.string() }),
});

/** Resets the pay password with the SMS code (also lifts the wrong-password lock). */
export const walletChangePassByCode = defineCall({
  path: '/service/user/wallet/changePassByCode',
  access: 'user',
  encoding: 'form',
  writes: true,
  input: z.object({ code: zVerifyCode, password: zPayPassword }),
  output: z.null(),
});

export const zTopupTier = z.object({ minFen: z.number().int(), bonusFen: z.number().int() });

/** Creates a top-up order; pay it on /attendOrder/orderPay?orderId= (online only). */
export const topupCreate = defineCall({
  path: '/service/user/wallet/topup/create',
  access: 'user',
  encoding: 'form',
  writes: true,
  input: z.object({ amount: zYuanAmount }),
  output: z.object({
    orderId: z.number().int(),
    orderNo: z.string(),
    amountFen: z.number().int(),
    /** Bonus the offer adds when the payment is confirmed. */
    bonusFen: z.number().int(),
  }),
});

export const zTopupRow = z.object({
  id: z.number().int(),
  orderNo: z.string(),
  amountFen: z.number().int(),
  bonusFen: z.number().int(),
  status: zOrderStatus,
  createdAt: z.string(),
  paidAt: z.string().nullable(),
});

/** The caller's top-up orders (/wallet/rechargeList). */
export const topupList = defineCall({
  path: '/service/user/wallet/topup/list',
  access: 'user',
  encoding: 'form',
  input: z.object({ ...zPage }),
  output: zPageOf(zTopupRow),
});

/** The public top-up offer (/activity/topup). */
export const topupActivity = defineCall({
  path: '/service/visitor/activity/topup',
  access: 'visitor',
  encoding: 'form',
  input: z.object({}),
  output: z.object({
    title: z.string(),
    rules: z.array(z.string()),
    minFen: z.number().int(),
    maxFen: z.number().int(),
    tiers: z.array(zTopupTier),
  }),
});

/** Redeems a gift code (single use) into balance or a coupon (/wallet/exchangeGift). */
export const exchangeGift = defineCall({
  path: '/service/user/wallet/exchangeGift',
  access: 'user',
  encoding: 'form',
  writes: true,
  input: z.object({
    code: z
      .string('gift.format')
      .trim()
      .toUpperCase()
      .regex(/^[A-Z0-9]{8,20}$/, 'gift.format'),
  }),
  output: z.object({
    kind: z.enum(['balance', 'coupon']),
    amountFen: z.number().int(),
    couponTitle: z.string(),
    balanceFen: z.number().int(),
  }),
});

export const walletCalls = {
  walletIndex,
  walletChangePass,
  walletSendCode,
  walletChangePassByCode,
  topupCreate,
  topupList,
  topupActivity,
  exchangeGift,
};
