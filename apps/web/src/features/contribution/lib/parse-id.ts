/** A positive integer id from a path segment; anything else is no id (no call is made). */
export function parseId(raw: string | undefined): number | null {
  if (!raw || !/^[1-9]\d{0,15}$/.test(raw)) return null;
  const n = Number(raw);
  return Number.isSafeInteger(n) ? n : null;
}

/** A visitor link token from a path segment (32–64 URL-safe characters), else null (no call). */
export function parseToken(raw: string | undefined): string | null {
  return raw && /^[A-Za-z0-9_-]{32,64}$/.test(raw) ? raw : null;
}
