/** Why a typed amount is refused; each has its own message next to the field. */
export type AmountError = 'required' | 'format' | 'min' | 'max';

/**
 * A yuan amount as typed ("100", "99.5", "0.01") → integer fen, or why not. Only plain decimal
 * digits with at most two decimals: "1e3", "10.001", "-0", " 10" and "NaN" are refused here
 * as they are on the server (QUALITY B3), never rounded.
 */
export function parseYuan(text: string, minFen: number, maxFen: number): { fen: number } | { error: AmountError } {
  if (text === '') return { error: 'required' };
  const m = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(text);
  if (!m) return { error: 'format' };
  const fen = Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
  if (fen < minFen) return { error: 'min' };
  if (fen > maxFen) return { error: 'max' };
  return { fen };
}
