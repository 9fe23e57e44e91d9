/** A positive whole id from a path or query value; anything else is no id (no call is made). */
export function parseId(raw: string | null | undefined): number | null {
  if (!raw || !/^[1-9]\d{0,15}$/.test(raw)) return null;
  const n = Number(raw);
  return Number.isSafeInteger(n) ? n : null;
}
