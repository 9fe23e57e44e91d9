/**
 * The outbox stores recipients as `+<country code><number>` or a lower-case e-mail. People type
 * "13800000000" or "Name@Mail.com"; this turns that into the stored form (a bare 11-digit
 * number starting with 1 is taken as mainland China, +86).
 */
export function normaliseRecipient(raw: string): string {
  const v = raw.trim().replace(/[\s-]/g, '');
  if (!v) return '';
  if (v.includes('@')) return v.toLowerCase();
  if (v.startsWith('+')) return v;
  if (/^1\d{10}$/.test(v)) return `+86${v}`;
  return `+${v}`;
}

/** The 6-digit code in a message body, to show it large. */
export const codeIn = (body: string) => body.match(/\b\d{6}\b/)?.[0] ?? null;
