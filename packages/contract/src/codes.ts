/**
 * Result codes of the envelope. 0 and 1001 are the spec's (§7, §8); the rest is our catalogue
 * (docs/decisions/002-result-codes.md). Each code has a message in both languages in messages.ts.
 */
export const Code = {
  /** Success. */
  OK: 0,
  /** No valid session: the web client clears storage and goes to login (§8). */
  NOT_LOGGED_IN: 1001,
  /** Signed in but the call needs another role (expert, staff). */
  FORBIDDEN: 1003,
  /** A field failed validation; codeMsg names the field. */
  INVALID_INPUT: 2001,
  /** Body over the size limit. */
  BODY_TOO_LARGE: 2002,
  /** Content type the call does not take. */
  UNSUPPORTED_MEDIA: 2003,
  /** The object does not exist, or belongs to someone else (never tell which). */
  NOT_FOUND: 3001,
  /** No such call. */
  UNKNOWN_CALL: 3004,
  /** Phone or e-mail already registered. */
  ALREADY_REGISTERED: 4001,
  /** Account (phone or e-mail) not registered. */
  ACCOUNT_NOT_FOUND: 4002,
  /** The same thing was already submitted. */
  ALREADY_SUBMITTED: 4003,
  /** The object's state does not allow this now. */
  INVALID_STATE: 4004,
  /** Outside the window in which this is allowed (dates, deadlines). */
  OUT_OF_WINDOW: 4005,
  /** Real-person or other verification needed first. */
  VERIFICATION_REQUIRED: 4006,
  /** Too many attempts: wait and retry. */
  RATE_LIMITED: 4290,
  /** A captcha answer is needed (after repeated failures). */
  CAPTCHA_REQUIRED: 4291,
  /** The captcha answer is wrong or expired. */
  CAPTCHA_WRONG: 4292,
  /** Wrong account or password. */
  LOGIN_FAILED: 4293,
  /** The SMS or e-mail code is wrong. */
  VERIFY_CODE_WRONG: 4294,
  /** The SMS or e-mail code expired, was used, or died after too many wrong tries. */
  VERIFY_CODE_EXPIRED: 4295,
  /** Scan ticket unknown or expired. */
  TICKET_EXPIRED: 4296,
  /** A visitor link (honorarium confirmation) expired or was already used. */
  LINK_EXPIRED: 4297,
  /** Upload: file type not allowed for this kind of upload. */
  UPLOAD_TYPE: 4150,
  /** Upload: file larger than this kind's cap. */
  UPLOAD_TOO_LARGE: 4130,
  /** A POST from another site (Origin check). */
  CROSS_SITE: 4030,
  /** Payment: the wallet balance is below the amount to pay. */
  INSUFFICIENT_BALANCE: 4401,
  /** Payment: wrong pay password. */
  PAY_PASSWORD_WRONG: 4402,
  /** Payment: too many wrong pay passwords, wallet payment locked for a while. */
  PAY_PASSWORD_LOCKED: 4403,
  /** Payment: no pay password set yet. */
  PAY_PASSWORD_NOT_SET: 4404,
  /** The coupon does not apply to this order (owner, used, expired, threshold, scope). */
  COUPON_NOT_APPLICABLE: 4405,
  /** Payment callback: signature or merchant does not verify. */
  SIGNATURE_INVALID: 4406,
  /** Payment callback: stale, replayed, wrong amount, or the order is unknown or closed. */
  CALLBACK_REFUSED: 4407,
  /** A bug: logged with a request id, never detailed to the client. */
  SERVER_ERROR: 5000,
} as const;

export type CodeName = keyof typeof Code;
export type CodeValue = (typeof Code)[CodeName];

export const codeName = Object.fromEntries(Object.entries(Code).map(([k, v]) => [v, k])) as Record<number, CodeName>;
