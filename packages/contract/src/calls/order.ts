import { z } from 'zod';
import { defineCall } from '../call';
import { zCountryCode, zEmail, zId, zPage, zPageOf, zPhone } from '../fields';

/**
 * Conference registration orders (kind `register`). The generic order table and its transition
 * table are the server's domains/order; issue 4 adds payment to them.
 */
export const ORDER_STATUSES = ['unpaid', 'paying', 'voucher_review', 'paid', 'cancelled', 'refunded'] as const;
export const zOrderStatus = z.enum(ORDER_STATUSES);

/** Order kinds (`orders.kind`); each service registers its paid hook and describer on the server. */
export const ORDER_KINDS = ['register', 'sci', 'translation', 'papercheck', 'topup'] as const;
export const zOrderKind = z.enum(ORDER_KINDS);
export type TOrderKind = z.infer<typeof zOrderKind>;

export const zOrderEvent = z.object({
  from: z.string().nullable(),
  to: z.string(),
  at: z.string(),
  reason: z.string(),
});

export const zRegisterOrder = z.object({
  id: z.number().int(),
  orderNo: z.string(),
  status: zOrderStatus,
  /** Integer fen. */
  amountFen: z.number().int(),
  createdAt: z.string(),
  registrationId: z.number().int(),
  categoryName: z.string(),
  meeting: z.object({
    id: z.number().int(),
    code: z.string(),
    title: z.string(),
    city: z.string(),
    startDate: z.string(),
    endDate: z.string(),
  }),
});
export type TRegisterOrder = z.infer<typeof zRegisterOrder>;

/** Attendee details typed on /attendees/toSignUp. */
export const zAttendeeInput = {
  name: z.string().trim().min(1, 'field.required').max(40, 'field.tooLong'),
  countryCode: zCountryCode,
  phone: zPhone,
  email: zEmail,
  unit: z.string().trim().min(1, 'field.required').max(100, 'field.tooLong'),
  position: z.string().trim().max(40, 'field.tooLong').default(''),
};

export const registerCreate = defineCall({
  path: '/service/business/order/register/create',
  access: 'user',
  encoding: 'form',
  writes: true,
  input: z.object({ meetingId: zId, categoryId: zId, ...zAttendeeInput }),
  output: z.object({ orderId: z.number().int(), registrationId: z.number().int(), status: zOrderStatus }),
});

export const registerList = defineCall({
  path: '/service/business/order/register/list',
  access: 'user',
  encoding: 'form',
  input: z.object({ status: zOrderStatus.optional(), ...zPage }),
  output: zPageOf(zRegisterOrder),
});

export const registerDetails = defineCall({
  path: '/service/business/order/register/details/{id}',
  access: 'user',
  encoding: 'form',
  ownedId: true,
  input: z.object({ id: zId }),
  output: zRegisterOrder.extend({
    attendee: z.object({
      name: z.string(),
      countryCode: z.string(),
      phone: z.string(),
      email: z.string(),
      unit: z.string(),
      position: z.string(),
    }),
    events: z.array(zOrderEvent),
  }),
});

/**
 * Cancels an unpaid (or paying) order of the caller of any kind (§7 pay path); an applied coupon
 * is returned, open payment intents are closed. The other pay calls are in calls/pay.ts.
 */
export const orderCancel = defineCall({
  path: '/service/business/pay/{type}/{orderId}/cancel',
  access: 'user',
  encoding: 'form',
  writes: true,
  ownedId: true,
  input: z.object({ type: zOrderKind, orderId: zId }),
  output: z.object({ status: zOrderStatus }),
});

/** Staff record a payment received outside the platform (until issue 4's channels). */
export const staffOrderMarkPaid = defineCall({
  path: '/service/staff/order/markPaid/{id}',
  access: 'staff',
  encoding: 'form',
  writes: true,
  input: z.object({ id: zId, reason: z.string().trim().max(200, 'field.tooLong').default('') }),
  output: z.object({ status: zOrderStatus }),
});

export const orderCalls = { registerCreate, registerList, registerDetails, orderCancel, staffOrderMarkPaid };
