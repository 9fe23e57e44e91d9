/**
 * Fees are typed in yuan and travel as integer fen. Parsing is done on the digits, never through
 * a float, so "19.90" is exactly 1990 fen.
 */
const YUAN = /^(\d{1,9})(?:\.(\d{1,2}))?$/;

/** "1200" → 120000, "19.9" → 1990; null for anything that is not a non-negative amount with ≤ 2 decimals. */
export function yuanToFen(text: string): number | null {
  const m = YUAN.exec(text.trim());
  if (!m) return null;
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
}

/** 120000 → "1200", 1990 → "19.90": what the fee field shows for a stored amount. */
export function fenToYuan(fen: number): string {
  const abs = Math.abs(Math.trunc(fen));
  const cents = abs % 100;
  return `${fen < 0 ? '-' : ''}${Math.floor(abs / 100)}${cents ? `.${String(cents).padStart(2, '0')}` : ''}`;
}
