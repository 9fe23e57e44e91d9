/**
 * The console edits windows (registration, submission) in Beijing time whatever the staff
 * member's device says, because that is the time the conference pages announce. The contract takes
 * an instant with its offset; the server answers in UTC.
 */
const OFFSET_MS = 8 * 3600 * 1000;
const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;
const pad = (n: number) => String(n).padStart(2, '0');

/** A server instant → "2026-05-01T09:00" for a datetime-local field (Beijing); '' for none. */
export function isoToBeijingInput(iso: string | null): string {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  const x = new Date(d.getTime() + OFFSET_MS);
  return `${x.getUTCFullYear()}-${pad(x.getUTCMonth() + 1)}-${pad(x.getUTCDate())}T${pad(x.getUTCHours())}:${pad(x.getUTCMinutes())}`;
}

/** "2026-05-01T09:00" (Beijing) → "2026-05-01T09:00:00+08:00"; null for empty, undefined for unreadable. */
export function beijingInputToIso(value: string): string | null | undefined {
  const v = value.trim();
  if (!v) return null;
  // Some browsers add seconds to datetime-local values.
  const m = LOCAL.exec(v.length === 19 ? v.slice(0, 16) : v);
  if (!m) return undefined;
  const [, y, mo, d, h, mi] = m.map(Number) as [number, number, number, number, number, number];
  const probe = new Date(Date.UTC(y, mo - 1, d, h, mi));
  if (probe.getUTCMonth() !== mo - 1 || probe.getUTCDate() !== d || h > 23) return undefined;
  return `${m[1]}-${m[2]}-${m[3]}T${m[4]}:${m[5]}:00+08:00`;
}

/** A server instant as "2026-05-01 09:00" Beijing time, for lists and details. */
export function formatBeijing(iso: string | null): string {
  const v = isoToBeijingInput(iso);
  return v.replace('T', ' ');
}
