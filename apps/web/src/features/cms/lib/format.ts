/**
 * Display formats shared by the home and content screens. Money and impact factors travel as
 * integers (fen, IF × 1000) so they are formatted with integer arithmetic, never floats.
 */
export type Lang = 'zh' | 'en';

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Dates and numbers are written by hand, not with Intl: the server renders the first paint and the
 * browser hydrates it, and Node's and the browser's ICU data differ in details (spaces in ranges),
 * which would make the two texts differ. Moments (not calendar dates) are shown in the platform's
 * time zone, not the device's, for the same reason; Shanghai has no daylight saving time.
 */
const PLATFORM_OFFSET_MS = 8 * 3600 * 1000;
const MONTHS_EN = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

type Ymd = [year: number, month: number, day: number];

/** A calendar date ('2026-03-10') is its own day; a moment is the day it is in Shanghai. */
function toYmd(value: string): Ymd | null {
  const utc = DATE_ONLY.test(value);
  const date = new Date(utc ? `${value}T00:00:00Z` : value);
  if (Number.isNaN(date.getTime())) return null;
  const x = utc ? date : new Date(date.getTime() + PLATFORM_OFFSET_MS);
  return [x.getUTCFullYear(), x.getUTCMonth() + 1, x.getUTCDate()];
}

const ymdValue = ([y, m, d]: Ymd) => y * 10_000 + m * 100 + d;
const zhDate = ([y, m, d]: Ymd) => `${y}年${m}月${d}日`;
const enDate = ([y, m, d]: Ymd) => `${MONTHS_EN[m - 1]} ${d}, ${y}`;

/** "2026年3月10日" / "Mar 10, 2026"; an unreadable value is shown as it came. */
export function formatDate(value: string, lang: Lang): string {
  const d = toYmd(value);
  if (!d) return value;
  return lang === 'en' ? enDate(d) : zhDate(d);
}

/**
 * A moment with its minute in the platform's time zone: "2026年3月10日 14:05" / "Mar 10, 2026 14:05"
 * (check-in times, review opinions). A calendar date has no time and is shown as a date.
 */
export function formatDateTime(value: string, lang: Lang): string {
  if (DATE_ONLY.test(value)) return formatDate(value, lang);
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  const x = new Date(date.getTime() + PLATFORM_OFFSET_MS);
  const hm = `${String(x.getUTCHours()).padStart(2, '0')}:${String(x.getUTCMinutes()).padStart(2, '0')}`;
  return `${formatDate(value, lang)} ${hm}`;
}

/** "2026年3月10日至12日" / "May 10 – 12, 2026": the parts both dates share are written once. */
export function formatDateRange(start: string, end: string, lang: Lang): string {
  const a = toYmd(start);
  const b = toYmd(end);
  if (!a || !b) return [start, end].filter(Boolean).join(' – ');
  if (ymdValue(b) <= ymdValue(a)) return formatDate(start, lang);
  const [y1, m1, d1] = a;
  const [y2, m2, d2] = b;
  if (lang === 'en') {
    if (y1 !== y2) return `${enDate(a)} – ${enDate(b)}`;
    if (m1 !== m2) return `${MONTHS_EN[m1 - 1]} ${d1} – ${MONTHS_EN[m2 - 1]} ${d2}, ${y1}`;
    return `${MONTHS_EN[m1 - 1]} ${d1} – ${d2}, ${y1}`;
  }
  const tail = y1 !== y2 ? `${y2}年${m2}月${d2}日` : m1 !== m2 ? `${m2}月${d2}日` : `${d2}日`;
  return `${y1}年${m1}月${d1}日至${tail}`;
}

/** 1234567 → "1,234,567" (zh and en group digits the same way). */
export function groupDigits(n: number): string {
  return String(Math.trunc(n)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** Integer fen → "¥1,200" or "¥1,200.50" (cents only when there are any). */
export function formatYuan(fen: number, _lang: Lang): string {
  const sign = fen < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(fen));
  const yuan = Math.floor(abs / 100);
  const cents = abs % 100;
  return `${sign}¥${groupDigits(yuan)}${cents ? `.${String(cents).padStart(2, '0')}` : ''}`;
}

/** Impact factor × 1000 → "5.123" (always three decimals, as journals publish it). */
export function formatImpactFactor(milli: number): string {
  const sign = milli < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(milli));
  return `${sign}${Math.floor(abs / 1000)}.${String(abs % 1000).padStart(3, '0')}`;
}

/** Views as "1.2万" / "12.3k" past a threshold, so list rows stay short. */
export function formatCount(n: number, lang: Lang): string {
  if (lang === 'zh' && n >= 10_000) return `${Math.floor(n / 1000) / 10}万`;
  if (lang === 'en' && n >= 1000) return `${Math.floor(n / 100) / 10}k`;
  return String(n);
}
