/** Shanghai has no daylight saving time: platform time is UTC+8 all year (see cms/lib/format). */
const PLATFORM_OFFSET_MS = 8 * 3600 * 1000;

/**
 * "14:05" of a moment in the platform's time zone. Written by hand, not with Intl, so the server
 * render and the browser agree (decision 011).
 */
export function formatTime(value: string): string {
  const ms = Date.parse(value);
  if (Number.isNaN(ms)) return '';
  const d = new Date(ms + PLATFORM_OFFSET_MS);
  return `${String(d.getUTCHours()).padStart(2, '0')}:${String(d.getUTCMinutes()).padStart(2, '0')}`;
}
