/**
 * Display formats shared by the home and content screens. Money and impact factors travel as
 * integers (fen, IF × 1000) so they are formatted with integer arithmetic, never floats.
 */
export type Lang = 'zh' | 'en';

const locale = (lang: Lang) => (lang === 'en' ? 'en-US' : 'zh-CN');
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** A calendar date ('2026-03-10') is read in UTC so no time zone moves it to another day. */
function toDate(value: string): { date: Date; utc: boolean } | null {
  const utc = DATE_ONLY.test(value);
  const date = new Date(utc ? `${value}T00:00:00Z` : value);
  return Number.isNaN(date.getTime()) ? null : { date, utc };
}

function dateFormat(lang: Lang, utc: boolean) {
  return new Intl.DateTimeFormat(locale(lang), {
    year: 'numeric',
    month: lang === 'en' ? 'short' : 'long',
    day: 'numeric',
    timeZone: utc ? 'UTC' : undefined,
  });
}

/** "2026年3月10日" / "Mar 10, 2026"; an unreadable value is shown as it came. */
export function formatDate(value: string, lang: Lang): string {
  const d = toDate(value);
  return d ? dateFormat(lang, d.utc).format(d.date) : value;
}

/** "2026年3月10日至12日" / "Mar 10 – 12, 2026": the parts both dates share are written once. */
export function formatDateRange(start: string, end: string, lang: Lang): string {
  const a = toDate(start);
  const b = toDate(end);
  if (!a || !b) return [start, end].filter(Boolean).join(' – ');
  if (b.date.getTime() <= a.date.getTime()) return formatDate(start, lang);
  const utc = a.utc && b.utc;
  if (lang === 'en') return dateFormat(lang, utc).formatRange(a.date, b.date);
  // ICU writes zh ranges as "2026/3/10 – 2026/3/12"; Chinese readers expect 年月日 with 至.
  const [y1, m1, d1] = ymd(a.date, utc);
  const [y2, m2, d2] = ymd(b.date, utc);
  const tail = y1 !== y2 ? `${y2}年${m2}月${d2}日` : m1 !== m2 ? `${m2}月${d2}日` : `${d2}日`;
  return `${y1}年${m1}月${d1}日至${tail}`;
}

function ymd(d: Date, utc: boolean): [number, number, number] {
  return utc
    ? [d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate()]
    : [d.getFullYear(), d.getMonth() + 1, d.getDate()];
}

/** Integer fen → "¥1,200" or "¥1,200.50" (cents only when there are any). */
export function formatYuan(fen: number, lang: Lang): string {
  const sign = fen < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(fen));
  const yuan = Math.floor(abs / 100);
  const cents = abs % 100;
  const whole = new Intl.NumberFormat(locale(lang)).format(yuan);
  return `${sign}¥${whole}${cents ? `.${String(cents).padStart(2, '0')}` : ''}`;
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
