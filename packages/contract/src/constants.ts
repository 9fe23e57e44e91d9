/** Business constants of spec §9 and §5, named once. */

export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
export const TOAST_DURATION_MS = 2000;
export const BACK_TO_TOP_THRESHOLD_PX = 1000;
export const LAYOUT_WIDTH_PX = 750;
export const RIGHT_BANNER_SLOT = 'show_rightM';
export const RIGHT_BANNER_COOKIE = 'rightPop';
export const LANG_COOKIE = 'lang';
export const LANG_COOKIE_MAX_AGE_S = 24 * 3600;
export const HOME_NEWS_PER_CATEGORY = 10;
export const MAX_PAPER_AUTHORS = 7;
export const TASK_DEADLINE_FILTER_DAYS = [10, 30, 60, 90] as const;
export const WITHDRAW_MIN_FEN = 1000;
export const WITHDRAW_MAX_FEN = 500_000;
export const HONORARIUM_CONFIRM_LAST_DAY = 24;
/** Honorarium confirmation links expire after this many days (B12; the spec gives no figure). */
export const HONORARIUM_LINK_TTL_DAYS = 30;
/** Business dates (confirmation days, submission deadlines, meeting days) are read in this offset (Asia/Shanghai, no DST). */
export const BUSINESS_UTC_OFFSET_HOURS = 8;
/** Reminders to system messages: a draft this close to its submission deadline, a meeting this close to its start. */
export const REMIND_DEADLINE_WITHIN_H = 72;
export const REMIND_MEETING_WITHIN_H = 24;
/** The calendar file of a registration (GET, the owner's session cookie). */
export const MEETING_ICS_PATH = '/calendar/registration/{id}.ics';
export const VERIFICATION_ENFORCED_FROM = '2025-07-21';
export const WITHDRAWAL_LIVE_FROM = '2022-05-12';
export const TAX_WITHHOLDING_FROM = '2022-06-01';

/** Session cookies (ARCHITECTURE "Sessions and access"). */
export const TOKEN_COOKIE = 'token';
export const LOGIN_STATUS_COOKIE = 'loginStatus';

/** SMS and e-mail codes (QUALITY B8). */
export const CODE_TTL_S = 600;
export const CODE_MAX_WRONG = 5;
export const CODE_LIMIT_PER_MINUTE = 1;
export const CODE_LIMIT_PER_HOUR = 5;
export const CODE_LIMIT_PER_DAY = 10;
export const CODE_LIMIT_PER_IP_HOUR = 30;
/** Sends from one IP in an hour after which a captcha is required. */
export const CODE_CAPTCHA_AFTER = 3;
/** Failed logins for an account or IP within 15 minutes after which a captcha is required. */
export const LOGIN_CAPTCHA_AFTER = 3;
export const LOGIN_LOCK_AFTER = 10;
export const LOGIN_WINDOW_S = 900;

const MB = 1024 * 1024;

export type FileKind = 'png' | 'jpg' | 'gif' | 'pdf' | 'doc' | 'docx' | 'zip' | 'rar';

/** Upload rules per type (§5, §9). `paper` and task caps are configurable (docs/decisions). */
export const UPLOAD_RULES: Record<string, { kinds: FileKind[]; maxBytes: number }> = {
  licence: { kinds: ['png', 'jpg'], maxBytes: 5 * MB },
  idcard: { kinds: ['png', 'jpg'], maxBytes: 5 * MB },
  certImage: { kinds: ['png', 'jpg'], maxBytes: 5 * MB },
  avatar: { kinds: ['png', 'jpg'], maxBytes: 5 * MB },
  resume: { kinds: ['doc', 'docx'], maxBytes: 10 * MB },
  guestCv: { kinds: ['doc', 'docx', 'pdf'], maxBytes: 10 * MB },
  document: { kinds: ['doc', 'docx', 'pdf'], maxBytes: 10 * MB },
  portfolio: { kinds: ['zip'], maxBytes: 20 * MB },
  withdrawId: { kinds: ['png', 'jpg'], maxBytes: 10 * MB },
  paper: { kinds: ['doc', 'docx', 'pdf'], maxBytes: 20 * MB },
  /** The final (camera-ready) version of an accepted paper (decision 015). */
  affirmUpload: { kinds: ['doc', 'docx', 'pdf'], maxBytes: 20 * MB },
  taskAttachment: { kinds: ['jpg', 'pdf', 'doc', 'docx', 'rar', 'zip'], maxBytes: 50 * MB },
  appeal: { kinds: ['jpg', 'png', 'pdf', 'doc', 'docx', 'rar', 'zip'], maxBytes: 50 * MB },
  /** Offline transfer voucher (payment). */
  voucher: { kinds: ['png', 'jpg'], maxBytes: 10 * MB },
};
