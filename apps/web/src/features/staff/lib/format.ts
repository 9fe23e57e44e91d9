const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", apos: "'" };

/**
 * The server stores plain-text fields HTML-escaped ("R&amp;D"); React escapes on its own, so
 * show and edit the decoded text. Saving sends it back and the server escapes it again.
 */
export const decodeText = (s: string) => s.replace(/&(amp|lt|gt|quot|#39|apos);/g, (_, e: string) => ENTITIES[e]!);

const pad = (n: number) => String(n).padStart(2, '0');

/** "2026-03-10 16:00" in the browser's time zone. */
export function formatDateTime(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}
