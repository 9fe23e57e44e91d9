// Summary rows of the server figures: throughput ratios, memory after load, start time.
import os from 'node:os';
import { int, missing, ms, type Row, times, verdict } from './report';
import type { Results } from './summary';
import { median, type RoundResult } from './throughput';

const modes = [
  ['postgres', 'PostgreSQL'],
  ['pglite', 'PGlite'],
] as const;

const med = (rs: RoundResult[] | undefined) => ({
  rps: median((rs ?? []).map((x) => x.rps)),
  p99: median((rs ?? []).map((x) => x.p99)),
  cpu: median((rs ?? []).map((x) => x.cpu)),
  core: median((rs ?? []).map((x) => x.core)),
  irq: median((rs ?? []).map((x) => x.irq)),
  /** Requests per second of server CPU: what one whole core would serve, whatever else ran. */
  perCpu: median((rs ?? []).map((x) => x.rps / x.cpu)),
  errors: (rs ?? []).reduce((n, x) => n + x.errors, 0),
});

const shown = (m: ReturnType<typeof med>) =>
  `${int(m.rps)} req/s (${int(m.perCpu)}/CPU-s), p99 ${m.p99} ms${m.errors ? `, ${m.errors} errors` : ''}`;

export function throughputRows(r: Results): Row[] {
  const names = modes.flatMap(([k, n]) => [
    [`noDb:${k}`, `No-db call (validPhone), ${n}`],
    [`home:${k}`, `Home load v3, ${n}`],
  ]);
  if (!r.throughput?.ok) {
    const why = r.throughput ? r.throughput.error : 'not run';
    return names.map(([, f]) => missing(f!, '', why));
  }
  const t = r.throughput.value;
  const bare = med(t.bare);
  const rows: Row[] = [
    {
      figure: 'Bare Fastify POST /bare (our Node flags)',
      measured: shown(bare),
      reference: '',
      ratio: '',
      budget: '',
      verdict: '',
    },
  ];
  if (t.bareDefault?.length) {
    const d = med(t.bareDefault);
    rows.push({
      figure: 'Bare Fastify, Node default flags (what the flags cost)',
      measured: shown(d),
      reference: `bare ${int(bare.rps)}`,
      ratio: times(bare.rps, d.rps),
      budget: '',
      verdict: '',
    });
  }
  for (const [k, n] of modes) {
    const code = (key: string) => r.codes[`${key}:${k}`];
    const noDb = t[`noDb:${k}`];
    if (noDb?.length) {
      const m = med(noDb);
      const c = code('noDb');
      rows.push({
        figure: `No-db call (validPhone), ${n}, fresh server`,
        measured: shown(m),
        reference: `bare ${int(bare.rps)}`,
        ratio: `${times(m.rps, bare.rps)} (${times(m.perCpu, bare.perCpu)}/CPU)`,
        budget: '≥ 0.90 × bare (both)',
        // Both ratios must hold: when the load generator caps both servers, req/s alone looks too kind.
        verdict: c !== 0 ? 'INVALID' : verdict(Math.min(m.rps / bare.rps, m.perCpu / bare.perCpu) >= 0.9),
      });
    }
    const home = t[`home:${k}`];
    if (!home?.length) {
      rows.push(missing(`Home load v3, ${n}`, '', 'server not running'));
      continue;
    }
    const m = med(home);
    const c = code('home');
    const pg = med(t['home:postgres']);
    const isPg = k === 'postgres';
    rows.push({
      figure: `Home load v3, ${n}${c !== 0 ? ` (answers code ${c}!)` : ''}`,
      measured: shown(m),
      reference: isPg ? `bare ${int(bare.rps)}` : `PostgreSQL ${int(pg.rps)}`,
      ratio: isPg ? times(m.rps, bare.rps) : times(m.rps, pg.rps),
      budget: isPg ? '≥ 1,500 req/s' : '≥ 0.35 × PostgreSQL',
      verdict:
        c !== 0 ? 'INVALID' : isPg ? verdict(m.rps >= 1500) : verdict(pg.rps > 0 ? m.rps >= 0.35 * pg.rps : undefined),
    });
  }
  rows.push(...concurrentRows(r));
  rows.push(...afterPageRows(r));
  if (r.fixedRate) {
    const f = r.fixedRate;
    const c = r.codes['home:postgres'];
    rows.push(
      f.ok
        ? {
            figure: 'Home load v3, PostgreSQL, at a steady 300 req/s',
            measured: `p99 ${f.value.ours.p99} ms, p50 ${f.value.ours.p50}, max ${f.value.ours.max} (${int(f.value.ours.rps)} req/s served${f.value.ours.errors ? `, ${f.value.ours.errors} errors` : ''})`,
            reference: `bare p99 ${f.value.bare.p99} ms`,
            ratio: '',
            budget: 'p99 ≤ 30 ms',
            verdict: c !== 0 || f.value.ours.errors ? 'INVALID' : verdict(f.value.ours.p99 <= 30),
          }
        : missing('Home load v3, PostgreSQL, at a steady 300 req/s', 'p99 ≤ 30 ms', f.error),
    );
  }
  return rows;
}

/**
 * The no-db call against bare Fastify loaded at the same moments. Fresh, it carries the budget; after
 * the page traffic it is shown without one: our servers have then also answered Lighthouse's browser,
 * the home load and a database client, which slow Node's shared request code for every route of the
 * process alike, while that bare Fastify is a young process that served only the files. The budget's
 * reading after the traffic is the crossed row (decision 020, session 11).
 */
function concurrentRows(r: Results): Row[] {
  const rows: Row[] = [];
  for (const [stage, label] of [
    ['fresh', 'fresh server'],
    ['after', 'after page traffic'],
  ] as const) {
    const budget = stage === 'fresh' ? '≥ 0.90 × bare per CPU' : WHOLE_PROCESS;
    for (const [k, n] of modes) {
      const got = r.concurrent[`${stage}:${k}`];
      if (!got) continue;
      const figure = `No-db call (validPhone), ${n}, ${label}, at the same moments as bare Fastify`;
      if (!got.ok) {
        rows.push(missing(figure, budget, got.error));
        continue;
      }
      const invalid = r.codes[`noDb:${k}`] !== 0;
      rows.push({
        figure,
        measured: `rounds ${perCpuRange(got.value.rounds)} per CPU, req/s ${times(got.value.rps, 1)}`,
        reference: 'bare Fastify, same seconds',
        ratio: `${got.value.perCpu.toFixed(2)}×/CPU`,
        budget,
        verdict: invalid ? 'INVALID' : stage === 'fresh' ? verdict(got.value.perCpu >= 0.9) : '',
      });
    }
  }
  rows.push(crossedRow(r));
  return rows;
}

/** The lowest and highest of paired rounds' ratios, e.g. `0.86–0.91`. */
function perCpuRange(rounds: { perCpu: number }[]): string {
  const v = rounds.map((x) => x.perCpu);
  return `${Math.min(...v).toFixed(2)}–${Math.max(...v).toFixed(2)}`;
}

/** Shown instead of a budget where the figure includes the process's state (see concurrentRows). */
const WHOLE_PROCESS = '— (whole process; budget: crossed row)';

/** The no-db call against the plain route of the same two servers after the page traffic, crossed. */
function crossedRow(r: Results): Row {
  const figure = 'No-db call against a plain Fastify route of the same servers, after page traffic (crossed)';
  const budget = '≥ 0.90 × plain per CPU';
  if (!r.crossed) return missing(figure, budget, 'not run');
  if (!r.crossed.ok) return missing(figure, budget, r.crossed.error);
  const c = r.crossed.value;
  const invalid = [c.a, c.b].some((k) => r.codes[`noDb:${k}`] !== 0 || r.codes[`plain:${k}`] !== 0);
  return {
    figure,
    measured: `rounds ${perCpuRange(c.ab)} and ${perCpuRange(c.ba)} per CPU; ${c.a}/${c.b} request cost ${c.costAOverB.toFixed(2)}×`,
    reference: 'plain route, same seconds',
    ratio: `${c.perCpu.toFixed(2)}×/CPU`,
    budget,
    verdict: invalid ? 'INVALID' : verdict(c.perCpu >= 0.9),
  };
}

/** The no-db call after every server served the same page traffic, against bare Fastify that served the files too. */
function afterPageRows(r: Results): Row[] {
  const figure = (n: string) => `No-db call (validPhone), ${n}, after page traffic`;
  const got = r.afterPages;
  if (!got) return [];
  if (!got.ok) return modes.map(([, n]) => missing(figure(n), WHOLE_PROCESS, got.error));
  const t = got.value;
  const bare = med(t.bare);
  const rows: Row[] = [
    {
      figure: 'Bare Fastify POST /bare, after the same page traffic',
      measured: shown(bare),
      reference: '',
      ratio: '',
      budget: '',
      verdict: '',
    },
  ];
  for (const [k, n] of modes) {
    const rounds = t[`noDb:${k}`];
    if (!rounds?.length) continue;
    const m = med(rounds);
    const c = r.codes[`noDb:${k}`];
    rows.push({
      figure: figure(n),
      measured: shown(m),
      reference: `bare ${int(bare.rps)}`,
      ratio: `${times(m.rps, bare.rps)} (${times(m.perCpu, bare.perCpu)}/CPU)`,
      budget: WHOLE_PROCESS,
      verdict: c !== 0 ? 'INVALID' : '',
    });
  }
  return rows;
}

export function serverRows(r: Results): Row[] {
  const rows: Row[] = [];
  // No budget in QUALITY.md: shown beside bare Fastify so a regression is visible run to run.
  const bareRps = r.throughput?.ok ? med(r.throughput.value.bare).rps : Number.NaN;
  for (const [k, n] of modes) {
    const w = r.wallet[k];
    const figure = `Wallet payment (pay password checked, one real payment each), ${n}`;
    if (!w) continue;
    if (!w.ok) rows.push(missing(figure, '—', w.error));
    else
      rows.push({
        figure,
        measured: `${int(w.value.rps)} req/s (${int(w.value.rps / w.value.cpu)}/CPU-s), p99 ${w.value.p99} ms; ${w.value.paid} paid, ${w.value.refused} refused`,
        reference: `bare ${int(bareRps)}`,
        ratio: times(w.value.rps, bareRps),
        budget: '— (scrypt-bound by design)',
        verdict: w.value.refused === 0 && w.value.errors === 0 ? '' : 'INVALID',
      });
  }
  for (const [k, n] of modes) {
    const cap = k === 'postgres' ? 120 : 400;
    const m = r.memory[k];
    const figure = `RSS after load, ${n} mode`;
    if (!m?.ok) rows.push(missing(figure, `≤ ${cap} MB`, m ? m.error : 'not run'));
    else {
      const { rss, peak } = m.value;
      const measured = `${rss.toFixed(0)} MB (peak ${peak.toFixed(0)} MB)`;
      rows.push({ figure, measured, reference: '', ratio: '', budget: `≤ ${cap} MB`, verdict: verdict(rss <= cap) });
    }
  }
  const { bare, pgliteFirst, pgliteExisting } = r.start;
  const ref = bare === undefined ? '' : `bare Fastify ${ms(bare)}`;
  if (!pgliteExisting?.ok)
    rows.push(
      missing(
        'Start to first answer, PGlite existing dir',
        '≤ 1.5 s',
        pgliteExisting?.ok === false ? pgliteExisting.error : 'not run',
      ),
    );
  else {
    const t = median(pgliteExisting.value);
    rows.push({
      figure: `Start to first answer, PGlite existing dir (${pgliteExisting.value.map(ms).join(', ')})`,
      measured: `median ${ms(t)}`,
      reference: ref,
      ratio: bare ? times(t, bare) : '',
      budget: '≤ 1.5 s',
      verdict: verdict(t <= 1500),
    });
  }
  if (pgliteFirst?.ok) {
    const t = pgliteFirst.value;
    const figure = 'Start to first answer, PGlite new dir (initdb, migrate, seed)';
    rows.push({ figure, measured: ms(t), reference: ref, ratio: '', budget: '≤ 5 s', verdict: verdict(t <= 5000) });
  }
  return rows;
}

/** Says when the machine itself made the throughput figures less trustworthy. */
export function throughputNotes(r: Results): string[] {
  const notes: string[] = [];
  for (const [stage, [a, b]] of Object.entries(r.loadavg)) {
    const busy = Math.max(a, b) > os.cpus().length ? ' (busy: other processes shared the machine)' : '';
    notes.push(
      `Load average ${a.toFixed(1)} before and ${b.toFixed(1)} after the ${stage}, ${os.cpus().length} cores${busy}.`,
    );
  }
  const all = {
    ...(r.throughput?.ok ? r.throughput.value : {}),
    ...Object.fromEntries(
      Object.entries(r.afterPages?.ok ? r.afterPages.value : {}).map(([k, v]) => [`after pages ${k}`, v]),
    ),
  };
  for (const [key, rounds] of Object.entries(all)) {
    const m = med(rounds);
    const others = m.core - m.cpu - m.irq;
    if (others > 0.15) {
      notes.push(
        `${key}: other processes took ${others.toFixed(2)} of core 0 (server ${m.cpu.toFixed(2)}, kernel irq ${m.irq.toFixed(2)}): req/s are low and ratios noisy; re-run on a quiet machine.`,
      );
    } else if (m.cpu < 0.85) {
      notes.push(
        `${key}: the server used only ${m.cpu.toFixed(2)} of core 0 (kernel irq ${m.irq.toFixed(2)}): the load generator was the limit, see the /CPU-s figure.`,
      );
    }
  }
  return notes;
}
