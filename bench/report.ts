// Formatting of the final table. A verdict is PASS, FAIL, or n/a when the figure could not be had.

export type Verdict = 'PASS' | 'FAIL' | 'n/a' | 'INVALID';

export interface Row {
  figure: string;
  measured: string;
  reference: string;
  ratio: string;
  budget: string;
  verdict: Verdict | '';
}

export const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
export const int = (n: number) => (Number.isFinite(n) ? Math.round(n).toLocaleString('en-US') : '?');
export const ms = (n: number) => (n >= 1000 ? `${(n / 1000).toFixed(2)} s` : `${Math.round(n)} ms`);
export const times = (a: number, b: number) => (Number.isFinite(a / b) ? `${(a / b).toFixed(2)}×` : '');
export const verdict = (ok: boolean | undefined): Verdict => (ok === undefined ? 'n/a' : ok ? 'PASS' : 'FAIL');

/** A row for a figure that could not be measured: the reason goes where the number would be. */
export function missing(figure: string, budget: string, reason: string): Row {
  return { figure, measured: `— (${reason})`, reference: '', ratio: '', budget, verdict: 'n/a' };
}

export function table(rows: Row[]): string {
  const head: Row = {
    figure: 'Figure',
    measured: 'Measured',
    reference: 'Reference (same run)',
    ratio: 'Ratio',
    budget: 'Budget',
    verdict: '' as const,
  };
  const cols = ['figure', 'measured', 'reference', 'ratio', 'budget', 'verdict'] as const;
  const all = [head, ...rows];
  const width = cols.map((c) => Math.max(...all.map((r) => r[c].length)));
  const line = (r: Row) =>
    cols
      .map((c, i) => r[c].padEnd(width[i]!))
      .join('  ')
      .trimEnd();
  const rule = width.map((w) => '-'.repeat(w)).join('  ');
  return [line({ ...head, verdict: 'Verdict' as Verdict }), rule, ...rows.map(line)].join('\n');
}

export function tally(rows: Row[]): string {
  const n = (v: Verdict) => rows.filter((r) => r.verdict === v).length;
  return `${n('PASS')} PASS, ${n('FAIL')} FAIL, ${n('n/a') + n('INVALID')} not measured or invalid`;
}
