import { z } from 'zod';
import { defineCall } from '../call';
import { zPage, zPageOf } from '../fields';
import { zOrderKind } from './order';

/**
 * Coupons (§7 /service/visitor/coupon/*, /service/user/coupon/list/). A template is amount off
 * (`amountOffFen`) or a discount (`discountPercent` off, rounded so the payer pays whole fen, up),
 * with a threshold, a scope of order kinds and a validity window. Its public link carries a
 * non-guessable code, never the row id. A user draws at most one coupon per template.
 */

export const COUPON_STATUSES = ['unused', 'used', 'expired'] as const;
export const zCouponStatus = z.enum(COUPON_STATUSES);

export const zCouponRule = z.object({
  title: z.string(),
  type: z.enum(['amount', 'discount']),
  /** For `amount`: fen taken off. 0 for `discount`. */
  amountOffFen: z.number().int(),
  /** For `discount`: percent taken off (1..99). 0 for `amount`. */
  discountPercent: z.number().int(),
  /** The order amount must be at least this. */
  thresholdFen: z.number().int(),
  /** Order kinds it applies to. */
  scope: z.array(zOrderKind),
  validFrom: z.string(),
  validUntil: z.string(),
});

/** Public template code: 22 base62 characters (≥128 bits). */
const zTemplateCode = z.string().regex(/^[A-Za-z0-9]{22}$/, 'field.invalid');

export const couponFrontView = defineCall({
  path: '/service/visitor/coupon/frontView/{id}',
  access: 'visitor',
  encoding: 'form',
  input: z.object({ id: zTemplateCode }),
  output: zCouponRule.extend({
    code: z.string(),
    /** Coupons left to draw; null when unlimited. */
    remaining: z.number().int().nullable(),
    /** Whether the caller (if signed in) has already drawn one. */
    drawn: z.boolean(),
    /** Whether drawing is possible now (window open and stock left). */
    drawable: z.boolean(),
  }),
});

export const zMyCoupon = zCouponRule.extend({
  id: z.number().int(),
  status: zCouponStatus,
  /** The order it paid, when used. */
  orderNo: z.string().nullable(),
  drawnAt: z.string(),
});

/** Draws one coupon of the template (login needed; one per user per template). */
export const couponDraw = defineCall({
  path: '/service/visitor/coupon/draw/{id}',
  access: 'user',
  encoding: 'form',
  writes: true,
  input: z.object({ id: zTemplateCode }),
  output: zMyCoupon,
});

export const couponList = defineCall({
  path: '/service/user/coupon/list/',
  access: 'user',
  encoding: 'form',
  input: z.object({ status: zCouponStatus.default('unused'), ...zPage }),
  output: zPageOf(zMyCoupon),
});

export const couponCalls = { couponFrontView, couponDraw, couponList };
