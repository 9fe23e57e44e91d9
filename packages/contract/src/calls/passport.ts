import { z } from 'zod';
import { defineCall } from '../call';
import { zCountryCode, zEmail, zFlag, zNewPassword, zPassword, zPhone, zVerifyCode } from '../fields';

/** Identity flags of §3: numbers, -1 unknown. */
export const zAuthInfo = z.object({
  userId: z.number().int(),
  loginStatus: z.literal(1),
  nickname: z.string(),
  /** Absolute or site-relative URL; a stock picture when the user set none (§3). */
  avatar: z.string(),
  role: z.enum(['user', 'staff']),
  lang: z.enum(['zh', 'en']),
  anency: z.number().int(),
  reader: z.number().int(),
  applying: z.number().int(),
  authentication: z.number().int(),
  /** Only with certificate=1: the expert roles the user is certified for. */
  certificates: z.array(z.string()).optional(),
});
export type TAuthInfo = z.infer<typeof zAuthInfo>;

const zCaptchaAnswer = {
  captchaId: z.string().max(64).optional(),
  captcha: z.string().trim().max(8).optional(),
};

export const login = defineCall({
  path: '/service/passport/login',
  access: 'visitor',
  encoding: 'form',
  writes: true,
  input: z.object({
    /** A phone number or an e-mail. */
    account: z.string().trim().min(1, 'field.required').max(254, 'field.tooLong'),
    password: zPassword,
    countryCode: zCountryCode,
    ...zCaptchaAnswer,
  }),
  output: zAuthInfo,
});

export const loginByPhone = defineCall({
  path: '/service/passport/phone',
  access: 'visitor',
  encoding: 'form',
  writes: true,
  input: z.object({ countryCode: zCountryCode, phone: zPhone, code: zVerifyCode }),
  output: zAuthInfo,
});

export const loginByEmail = defineCall({
  path: '/service/passport/email',
  access: 'visitor',
  encoding: 'form',
  writes: true,
  input: z.object({ email: zEmail, code: zVerifyCode }),
  output: zAuthInfo,
});

export const logout = defineCall({
  path: '/service/passport/logout',
  access: 'visitor',
  encoding: 'form',
  writes: true,
  input: z.object({}),
  output: z.null(),
});

export const register = defineCall({
  path: '/service/passport/register',
  access: 'visitor',
  encoding: 'form',
  writes: true,
  input: z.object({
    countryCode: zCountryCode,
    phone: zPhone,
    code: zVerifyCode,
    password: zNewPassword,
    nickname: z.string().trim().max(30, 'field.tooLong').optional(),
    /** The registration agreement must be ticked. */
    agree: zFlag.refine((v) => v, 'agreement.required'),
    invite: z.string().trim().max(32).optional(),
  }),
  output: zAuthInfo,
});

/** Reset the password by an SMS or e-mail code; every session of the user ends. */
export const forget = defineCall({
  path: '/service/passport/forget',
  access: 'visitor',
  encoding: 'form',
  writes: true,
  input: z.object({
    by: z.enum(['phone', 'email']),
    countryCode: zCountryCode,
    phone: zPhone.optional(),
    email: zEmail.optional(),
    code: zVerifyCode,
    password: zNewPassword,
  }),
  output: z.null(),
});

export const zTicketStatus = z.enum(['pending', 'scanned', 'confirmed', 'expired']);

/** A device that wants to sign in by scanning asks for a ticket and shows it as a QR code. */
export const ticket = defineCall({
  path: '/service/passport/ticket',
  access: 'visitor',
  encoding: 'form',
  writes: true,
  input: z.object({}),
  output: z.object({ ticket: z.string(), expiresAt: z.string(), scanUrl: z.string() }),
});

/** The waiting device polls; when confirmed it receives the session. */
export const scanCheck = defineCall({
  path: '/service/passport/scanCheck',
  access: 'visitor',
  encoding: 'form',
  writes: true,
  input: z.object({ ticket: z.string().trim().min(16).max(64) }),
  output: z.object({ status: zTicketStatus, auth: zAuthInfo.nullable() }),
});

/** A signed-in phone confirms (or just marks scanned) a ticket it scanned. */
export const scanLogin = defineCall({
  path: '/service/passport/scanLogin',
  access: 'user',
  encoding: 'form',
  writes: true,
  input: z.object({ ticket: z.string().trim().min(16).max(64), confirm: zFlag.default(true) }),
  output: z.object({ status: zTicketStatus }),
});

export const zCodePurpose = z.enum(['register', 'login', 'forget']);

export const sendPhoneCode = defineCall({
  path: '/service/common/code/phone',
  access: 'visitor',
  encoding: 'form',
  writes: true,
  input: z.object({ countryCode: zCountryCode, phone: zPhone, purpose: zCodePurpose, ...zCaptchaAnswer }),
  output: z.object({ cooldownSeconds: z.number().int() }),
});

export const sendEmailCode = defineCall({
  path: '/service/common/code/email',
  access: 'visitor',
  encoding: 'form',
  writes: true,
  input: z.object({ email: zEmail, purpose: zCodePurpose, ...zCaptchaAnswer }),
  output: z.object({ cooldownSeconds: z.number().int() }),
});

export const captcha = defineCall({
  path: '/service/common/code/captcha',
  access: 'visitor',
  encoding: 'json',
  writes: true,
  input: z.object({}),
  output: z.object({ captchaId: z.string(), image: z.string() }),
});

/** Whether a phone or e-mail is already registered. */
export const exists = defineCall({
  path: '/service/common/exits',
  access: 'visitor',
  encoding: 'form',
  input: z.object({ countryCode: zCountryCode, phone: zPhone.optional(), email: zEmail.optional() }),
  output: z.object({ exists: z.boolean() }),
});

export const validPhone = defineCall({
  path: '/service/common/validPhone',
  access: 'visitor',
  encoding: 'form',
  input: z.object({ countryCode: zCountryCode, phone: z.string().trim().max(20) }),
  output: z.object({ valid: z.boolean() }),
});

export const homeAuth = defineCall({
  path: '/service/home/auth',
  access: 'user',
  encoding: 'form',
  input: z.object({ certificate: zFlag.optional() }),
  output: zAuthInfo,
});

export const profileIndex = defineCall({
  path: '/service/user/profile/index',
  access: 'user',
  encoding: 'form',
  input: z.object({}),
  output: z.object({
    userId: z.number().int(),
    nickname: z.string(),
    avatar: z.string(),
    /** Masked, e.g. 138****0000. */
    phone: z.string().nullable(),
    email: z.string().nullable(),
    countryCode: z.string(),
    memberLevel: z.number().int(),
    credits: z.number().int(),
    authentication: z.number().int(),
    reader: z.number().int(),
  }),
});

export const passportCalls = {
  login,
  loginByPhone,
  loginByEmail,
  logout,
  register,
  forget,
  ticket,
  scanCheck,
  scanLogin,
  sendPhoneCode,
  sendEmailCode,
  captcha,
  exists,
  validPhone,
  homeAuth,
  profileIndex,
};
