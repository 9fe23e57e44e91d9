// Turns the measured figures into the summary rows, budgets from shared/design/QUALITY.md.
import type { concurrentRatio, crossedRatio } from './concurrent';
import type { measureWalletPay } from './wallet-pay';
import type { ScriptBytes } from './bundle-size';
import type { LhPage } from './lighthouse';
import type { PacedResult } from './paced';
import { kB, missing, ms, type Row, times, verdict } from './report';
import { median, type RoundResult } from './throughput';

/** A figure or the reason it could not be had. */
export type Got<T> = { ok: true; value: T } | { ok: false; error: string };

export interface Results {
  homeJs?: Got<{ home: ScriptBytes; bare: ScriptBytes }>;
  lighthouse?: Got<Record<string, LhPage>>;
  throughput?: Got<Record<string, RoundResult[]>>;
  /** The no-db call and bare Fastify again, after each server served the same page traffic. */
  afterPages?: Got<Record<string, RoundResult[]>>;
  fixedRate?: Got<{ ours: PacedResult; bare: PacedResult }>;
  /** The no-db call and bare Fastify loaded at the same moments (bench/concurrent.ts), by stage and mode. */
  concurrent: Record<string, Got<ConcurrentResult>>;
  /** After the page traffic: the call against the plain route of the same two servers, crossed. */
  crossed?: Got<CrossedResult>;
  /** Envelope code each of our targets answered before the load (0 = real figures). */
  codes: Record<string, number | undefined>;
  memory: Record<'postgres' | 'pglite', Got<{ rss: number; peak: number }> | undefined>;
  /** 1-minute load average before and after each stage: high means others shared the machine. */
  loadavg: Record<string, [number, number]>;
  start: { bare?: number; pgliteFirst?: Got<number>; pgliteExisting?: Got<number[]> };
  /** The wallet payment call (issue 4), each request a real payment of another prepared order. */
  wallet: Partial<Record<'postgres' | 'pglite', Got<WalletResult>>>;
}

export type ConcurrentResult = Awaited<ReturnType<typeof concurrentRatio>>;

export type CrossedResult = Awaited<ReturnType<typeof crossedRatio>> & { a: string; b: string };

export type WalletResult = Awaited<ReturnType<typeof measureWalletPay>>;

const err = (g: { ok: false; error: string }) => g.error;

function homeJsRows(r: Results): Row[] {
  const budget = '≤ 150 kB (never > 170)';
  if (!r.homeJs) return [missing('Home JS, gzip', budget, 'not run')];
  if (!r.homeJs.ok) return [missing('Home JS, gzip', budget, err(r.homeJs))];
  const { home, bare } = r.homeJs.value;
  const figure = `Home JS, gzip (${home.count} scripts, ${home.encodings.join('/')})`;
  const measured = `${kB(home.body)} (${kB(home.transferred)} w/ headers)`;
  const note = home.body > 170_000 ? 'FAIL' : verdict(home.body <= 150_000);
  return [
    {
      figure,
      measured,
      reference: `bare React ${kB(bare.body)}`,
      ratio: times(home.body, bare.body),
      budget,
      verdict: note,
    },
  ];
}

function lighthouseRows(r: Results): Row[] {
  const pages = ['/', '/login'];
  const budget = 'median ≥ 95, every run ≥ 90';
  if (!r.lighthouse?.ok) {
    const why = r.lighthouse ? err(r.lighthouse) : 'not run';
    return pages.map((p) => missing(`Lighthouse mobile ${p}`, budget, why));
  }
  const lh = r.lighthouse.value;
  const bare = lh.bare?.runs ?? [];
  const bareScore = median(bare.map((x) => x.score));
  const rows: Row[] = [];
  for (const p of pages) {
    const page = lh[p];
    if (!page?.runs.length) {
      rows.push(missing(`Lighthouse mobile ${p}`, budget, page?.errors[0] ?? 'no run'));
      continue;
    }
    const scores = page.runs.map((x) => x.score);
    const med = median(scores);
    const failed = page.errors.length ? `, ${page.errors.length} run(s) failed` : '';
    rows.push({
      figure: `Lighthouse mobile ${p} (${scores.join(' ')})`,
      measured: `median ${med}, min ${Math.min(...scores)}${failed}`,
      reference: `bare ${Number.isFinite(bareScore) ? bareScore : '?'}`,
      ratio: times(med, bareScore),
      budget,
      verdict: verdict(med >= 95 && Math.min(...scores) >= 90 && !page.errors.length),
    });
    const lcp = median(page.runs.map((x) => x.lcpMs));
    const tbt = median(page.runs.map((x) => x.tbtMs));
    const cls = median(page.runs.map((x) => x.cls));
    const b = (f: (x: (typeof bare)[number]) => number) => median(bare.map(f));
    rows.push({
      figure: `  LCP / TBT / CLS ${p}`,
      measured: `${ms(lcp)} / ${ms(tbt)} / ${cls.toFixed(3)}`,
      reference: bare.length
        ? `${ms(b((x) => x.lcpMs))} / ${ms(b((x) => x.tbtMs))} / ${b((x) => x.cls).toFixed(3)}`
        : '',
      ratio: '',
      budget: '≤ 2.2 s / ≤ 150 ms / ≤ 0.05',
      verdict: verdict(lcp <= 2200 && tbt <= 150 && cls <= 0.05),
    });
  }
  return rows;
}

export { homeJsRows, lighthouseRows };
