// `npm run bench`: builds, starts every server on loopback, measures, prints one summary table.
// It reports and exits 0 whatever the figures; it exits 1 only when nothing could be measured.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildBareFastify, buildBareReact, measureScripts } from './bundle-size';
import { concurrentRatio, crossedRatio } from './concurrent';
import { lighthouseInterleaved } from './lighthouse';
import { pageUrls, replay } from './page-traffic';
import { memoryMb } from './proc';
import { kB, table, tally } from './report';
import {
  cleanupAll,
  cleanupOnSignal,
  freshPgDatabase,
  onCleanup,
  post,
  root,
  type Server,
  startServer,
  tempDir,
} from './servers';
import { serveStatic } from './static-server';
import { type CrossedResult, homeJsRows, lighthouseRows, type Got, type Results } from './summary';
import { serverRows, throughputNotes, throughputRows } from './summary-api';
import { pacedLoad } from './paced';
import { interleaved, type Target } from './throughput';
import { demoCookie, measureWalletPay, prepareOrdersPg, prepareOrdersPglite, walletLine } from './wallet-pay';
import { SERVER_ENV, SERVER_NODE_FLAGS } from '../scripts/server-node-flags.mjs';
import { BENCH_REFERENCE_PATH } from '../apps/server/src/platform/bench-reference';

const ROUNDS = 5;
const SECONDS = 5;
const LH_RUNS = 5;
/** Paired rounds of the no-db call and bare Fastify loaded at the same moments (bench/concurrent.ts). */
const PAIR_ROUNDS = 8;
const PAIR_SECONDS = 3;
/** The home call's steady rate for its p99 (QUALITY: p99 ≤ 30 ms at 300 req/s). */
const FIXED_RATE = 300;
/** Unpaid orders prepared for the wallet payment load (more than 6 s can pay). */
const WALLET_ORDERS = 5000;
const PG_ADMIN = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const NO_DB = { path: '/service/common/validPhone', body: 'countryCode=86&phone=13800000000' };
const HOME = { path: '/service/home/load/v3', body: '' };
// The reference receives the very bytes the no-db call does: parsing them is Fastify's work too.
const BARE = { path: '/bare', body: NO_DB.body };
// bare-fastify.ts's route inside our own server.
const PLAIN = { path: BENCH_REFERENCE_PATH, body: NO_DB.body };
// Copies of the builds: others may rebuild apps/web/dist or apps/server/dist while the bench runs
// (a build empties them first).
const SNAPSHOT = path.join(import.meta.dirname, '.snapshot');
const SERVER_MAIN = path.join(SNAPSHOT, 'server/main.js');

const log = (s: string) => console.log(s);
const why = (e: unknown) => ((e as Error).message ?? String(e)).split('\n')[0]!;

async function got<T>(name: string, fn: () => Promise<T>): Promise<Got<T>> {
  try {
    return { ok: true, value: await fn() };
  } catch (e) {
    log(`! ${name}: ${why(e)}`);
    return { ok: false, error: why(e) };
  }
}

/** Pins this process (every thread) to a core list, so the load generator stays off the server's core. */
function pinSelf(cores: string) {
  spawnSync('taskset', ['-a', '-p', '-c', cores, String(process.pid)], { stdio: 'ignore' });
  log(`  bench process now on cores ${coresOf('self')}`);
}

/**
 * Before throughput rounds: the servers' start-up work (the demo seed's deferred PDF, the HTML
 * sanitizer) ends, and this process, which generates the load, collects what the builds and page
 * requests left in its heap, so its own GC does not slow the load it makes.
 */
async function settle() {
  await new Promise((r) => setTimeout(r, 3000));
  (globalThis as { gc?: () => void }).gc?.();
}

/** The no-db call and bare Fastify at the same moments; logs each round. */
function pairs(name: string, ours: Target, bare: Target) {
  return got(`concurrent ${name}`, async () => {
    const c = await concurrentRatio(ours, bare, PAIR_ROUNDS, PAIR_SECONDS);
    log(
      `  ${name}, with bare Fastify at the same moments: per CPU ${c.rounds.map((x) => x.perCpu.toFixed(2)).join(' ')}`,
    );
    return c;
  });
}

/**
 * The contract call against the plain route of the same two servers after the page traffic, crossed
 * so that each server's state cancels (concurrent.ts): the plumbing's own cost in a worn process.
 */
function crossed(servers: [string, Server][]): Promise<Got<CrossedResult>> {
  if (servers.length < 2) return Promise.resolve({ ok: false, error: 'needs both servers' });
  const [[ka, a], [kb, b]] = servers as [[string, Server], [string, Server]];
  const pair = (k: string, s: Server) => ({
    call: { key: `noDb:${k}`, url: s.base + NO_DB.path, body: NO_DB.body, pid: s.pid },
    plain: { key: `plain:${k}`, url: s.base + PLAIN.path, body: PLAIN.body, pid: s.pid },
  });
  return got('crossed', async () => {
    const c = await crossedRatio(pair(ka, a), pair(kb, b), PAIR_ROUNDS, PAIR_SECONDS);
    const f = (xs: { perCpu: number }[]) => xs.map((x) => x.perCpu.toFixed(2)).join(' ');
    log(`  crossed, ${ka} call with ${kb} plain route: ${f(c.ab)}; ${kb} call with ${ka} plain route: ${f(c.ba)}`);
    log(
      `  plain/call per CPU ${c.perCpu.toFixed(3)}; a request on ${ka} costs ${c.costAOverB.toFixed(2)}× one on ${kb}`,
    );
    return { ...c, a: ka, b: kb };
  });
}

function coresOf(pid: number | 'self') {
  return /Cpus_allowed_list:\s*(\S+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
}

function ourServer(name: string, env: Record<string, string>) {
  return startServer(
    name,
    [...SERVER_NODE_FLAGS, SERVER_MAIN],
    {
      WEB_DIST: path.join(SNAPSHOT, 'web'),
      WEB_SSR: path.join(SNAPSHOT, 'web-ssr/entry-server.js'),
      SEED_DEMO: '1',
      // The plain route the contract call is crossed against after the page traffic (concurrent.ts).
      BENCH_REFERENCE_ROUTE: '1',
      ...SERVER_ENV,
      ...env,
    },
    NO_DB,
  );
}

async function main(): Promise<number> {
  log(`bench: node ${process.version}, ${os.cpus().length} cores, ${new Date().toISOString()}`);
  if (process.env.BENCH_SKIP_BUILD !== '1') {
    log('> npm run build');
    const b = spawnSync('npm', ['run', 'build'], {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, npm_config_loglevel: 'error' },
    });
    if (b.status !== 0) {
      log('! build failed: nothing to measure (set BENCH_SKIP_BUILD=1 to measure the last build)');
      return 1;
    }
  }
  onCleanup(() => fs.promises.rm(SNAPSHOT, { recursive: true, force: true }));
  fs.rmSync(SNAPSHOT, { recursive: true, force: true });
  fs.cpSync(path.join(root, 'apps/server/dist'), path.join(SNAPSHOT, 'server'), { recursive: true });
  fs.cpSync(path.join(root, 'apps/web/dist'), path.join(SNAPSHOT, 'web'), { recursive: true });
  fs.cpSync(path.join(root, 'apps/web/dist-ssr'), path.join(SNAPSHOT, 'web-ssr'), { recursive: true });
  const r: Results = {
    codes: {},
    memory: { postgres: undefined, pglite: undefined },
    loadavg: {},
    start: {},
    wallet: {},
    concurrent: {},
  };

  log('> references: bare React page (vite build + gzip), bare Fastify (vite SSR build)');
  const bareBase = await serveStatic(await buildBareReact());
  const bareMain = await buildBareFastify();
  // The reference runs with our server's Node flags, so the ratio is the cost of our plumbing
  // (contract, envelope, hooks), not of the memory setting; the same bare server with Node's
  // defaults is measured beside it to show what that setting costs.
  const bare = await startServer('bare Fastify', [...SERVER_NODE_FLAGS, bareMain], {}, BARE);
  r.start.bare = bare.startMs;
  const bareDefault = await startServer('bare Fastify, Node defaults', [bareMain], {}, BARE);

  log('> our server, PostgreSQL mode (fresh database, seeded at start)');
  let pgUrl = '';
  const pgRes = await got('PostgreSQL server', async () => {
    pgUrl = await freshPgDatabase(PG_ADMIN);
    return ourServer('server/postgres', { DATABASE_URL: pgUrl, DATA_DIR: tempDir('pgmode') });
  });
  log('> our server, PGlite mode (new data dir: initdb, migrate, seed)');
  const pgliteDir = tempDir('pglite');
  const pgliteRes = await got('PGlite server', () =>
    ourServer('server/pglite', { DATABASE_URL: '', DATA_DIR: pgliteDir }),
  );
  r.start.pgliteFirst = pgliteRes.ok ? { ok: true, value: pgliteRes.value.startMs } : pgliteRes;
  const servers: [string, Server][] = [];
  if (pgRes.ok) servers.push(['postgres', pgRes.value]);
  if (pgliteRes.ok) servers.push(['pglite', pgliteRes.value]);
  if (!servers.length) {
    log('! no server of ours started: nothing to measure');
    return 1;
  }
  for (const [k, s] of servers) {
    log(`  ${k}: pid ${s.pid}, started in ${Math.round(s.startMs)} ms, cores ${coresOf(s.pid)}`);
    for (const [key, probe] of [
      ['noDb', NO_DB],
      ['home', HOME],
      ['plain', PLAIN],
    ] as const) {
      const a = await post(s.base, probe);
      r.codes[`${key}:${k}`] = a.code;
      log(
        `  ${k} ${probe.path}: HTTP ${a.status}, code ${a.code} ${a.code === 0 ? '' : `(${a.codeMsg})`}, ${a.bytes} bytes`,
      );
    }
  }
  log(
    `> throughput, fresh servers: ${ROUNDS} interleaved rounds × (1 s warm-up + ${SECONDS} s), server on core 0, autocannon on core 1`,
  );
  const targets: Target[] = [
    { key: 'bare', url: `${bare.base}${BARE.path}`, body: BARE.body, pid: bare.pid },
    { key: 'bareDefault', url: `${bareDefault.base}${BARE.path}`, body: BARE.body, pid: bareDefault.pid },
  ];
  for (const [k, s] of servers) {
    targets.push({ key: `noDb:${k}`, url: s.base + NO_DB.path, body: NO_DB.body, pid: s.pid });
    targets.push({ key: `home:${k}`, url: s.base + HOME.path, body: HOME.body, pid: s.pid });
  }
  await settle();
  pinSelf('1');
  const load0 = os.loadavg()[0]!;
  try {
    r.throughput = await got('throughput', () => interleaved(targets, ROUNDS, SECONDS, log));
    if (pgRes.ok) {
      const t = targets.find((x) => x.key === 'home:postgres')!;
      // Bare Fastify at the same rate shows what the machine alone adds to p99 (scheduling delays).
      // A steady rate (paced.ts), each after a second at that rate to warm up.
      const steady = async (x: Target) => {
        await pacedLoad(x.url, x.body, FIXED_RATE, 1);
        const res = await pacedLoad(x.url, x.body, FIXED_RATE, SECONDS);
        log(`  ${x.key} at ${FIXED_RATE} req/s: p50 ${res.p50} ms, p99 ${res.p99} ms, max ${res.max} ms`);
        return res;
      };
      r.fixedRate = await got('fixed rate', async () => ({ ours: await steady(t), bare: await steady(targets[0]!) }));
    }
    for (const [k] of servers)
      r.concurrent[`fresh:${k}`] = await pairs(`fresh ${k}`, targets.find((x) => x.key === `noDb:${k}`)!, targets[0]!);
  } finally {
    pinSelf(`0-${os.cpus().length - 1}`);
  }
  r.loadavg['fresh throughput rounds'] = [load0, os.loadavg()[0]!];

  const web = servers[0]![1];

  log(`> home JS: ${web.base}/ vs bare React, headless Chromium, Accept-Encoding: gzip`);
  r.homeJs = await got('home JS', async () => ({
    home: await measureScripts(`${web.base}/`),
    bare: await measureScripts(`${bareBase}/`),
  }));
  if (r.homeJs.ok) {
    const list = r.homeJs.value.home.scripts;
    const top = list.slice(0, 8).map((x) => `${path.basename(x.url)} ${kB(x.body)}`);
    log(`  largest of ${list.length}: ${top.join(', ')}`);
  }

  log(`> Lighthouse mobile: ${LH_RUNS} interleaved rounds of bare, /, /login`);
  const lh0 = os.loadavg()[0]!;
  r.lighthouse = await got('Lighthouse', () =>
    lighthouseInterleaved({ bare: `${bareBase}/`, '/': `${web.base}/`, '/login': `${web.base}/login` }, LH_RUNS),
  );
  r.loadavg['Lighthouse runs'] = [lh0, os.loadavg()[0]!];
  if (r.lighthouse.ok)
    for (const [p, v] of Object.entries(r.lighthouse.value))
      log(
        `  ${p}: scores ${v.runs.map((x) => x.score).join(' ')}${v.errors.length ? `; errors: ${v.errors.join('; ')}` : ''}`,
      );

  // The same calls again once every server has served the same page traffic: serving pages and
  // their files makes Node's and Fastify's shared request code slower for every later request, ours
  // and bare Fastify's alike, so the reference here is bare Fastify that served the same requests.
  log('> page traffic: the same page, script, style and picture requests to each server, then throughput again');
  r.afterPages = await got('after page traffic', async () => {
    const bareWeb = await startServer(
      'bare Fastify serving the web build',
      [...SERVER_NODE_FLAGS, bareMain],
      { WEB_DIST: path.join(SNAPSHOT, 'web') },
      BARE,
    );
    const urls = await pageUrls(web.base);
    const after: Target[] = [{ key: 'bare', url: `${bareWeb.base}${BARE.path}`, body: BARE.body, pid: bareWeb.pid }];
    for (const [k, s] of servers)
      after.push({ key: `noDb:${k}`, url: s.base + NO_DB.path, body: NO_DB.body, pid: s.pid });
    for (const [base, name] of [[bareWeb.base, 'bare'], ...servers.map(([k, s]) => [s.base, k])] as const)
      log(`  ${name}: ${await replay(base, urls)} requests (${urls.length} URLs)`);
    await settle();
    pinSelf('1');
    try {
      const rounds = await interleaved(after, ROUNDS, SECONDS, log);
      for (const [k] of servers)
        r.concurrent[`after:${k}`] = await pairs(
          `after pages ${k}`,
          after.find((x) => x.key === `noDb:${k}`)!,
          after[0]!,
        );
      r.crossed = await crossed(servers);
      return rounds;
    } finally {
      pinSelf(`0-${os.cpus().length - 1}`);
      await bareWeb.stop();
    }
  });
  // The wallet payment call (issue 4): each request pays another prepared order (bench/wallet-pay.ts).
  if (pgRes.ok) {
    const s = pgRes.value;
    r.wallet.postgres = await got('wallet pay postgres', async () => {
      const ids = await prepareOrdersPg(pgUrl, WALLET_ORDERS);
      pinSelf('1');
      try {
        const w = await measureWalletPay(s.base, s.pid, await demoCookie(s.base), ids, SECONDS);
        log(walletLine('postgres', w));
        return w;
      } finally {
        pinSelf(`0-${os.cpus().length - 1}`);
      }
    });
  }
  for (const [k, s] of servers)
    r.memory[k as 'postgres' | 'pglite'] = await got(`memory ${k}`, async () => memoryMb(s.pid));

  if (pgliteRes.ok) {
    log('> PGlite restarts on the existing data dir (3×)');
    await pgliteRes.value.stop();
    r.start.pgliteExisting = await got('PGlite restart', async () => {
      const times: number[] = [];
      for (let i = 0; i < 3; i++) {
        const s = await ourServer('server/pglite', { DATABASE_URL: '', DATA_DIR: pgliteDir });
        times.push(s.startMs);
        await s.stop();
      }
      return times;
    });
    r.wallet.pglite = await got('wallet pay pglite', async () => {
      const ids = await prepareOrdersPglite(pgliteDir, WALLET_ORDERS);
      const s = await ourServer('server/pglite', { DATABASE_URL: '', DATA_DIR: pgliteDir });
      pinSelf('1');
      try {
        const w = await measureWalletPay(s.base, s.pid, await demoCookie(s.base), ids, SECONDS);
        log(walletLine('pglite', w));
        return w;
      } finally {
        pinSelf(`0-${os.cpus().length - 1}`);
        await s.stop();
      }
    });
  }

  const rows = [...homeJsRows(r), ...lighthouseRows(r), ...throughputRows(r), ...serverRows(r)];
  log('\n=== bench summary (kB = 1000 B, MB = MiB; ratios against references measured in this run) ===');
  log(table(rows));
  log(tally(rows));
  for (const n of throughputNotes(r)) log(`NOTE: ${n}`);
  for (const [k, c] of Object.entries(r.codes)) {
    if (c !== 0) log(`NOTE: ${k} answered code ${c}: its figures measure an error answer and are not meaningful.`);
  }
  return 0;
}

let exitCode = 1;
let stopping: Promise<void> | undefined;
// Lighthouse's protocol client throws outside any awaited promise when its Chromium dies (Ctrl-C, or
// a crash): report it, don't let it end the run before the cleanup.
for (const ev of ['uncaughtException', 'unhandledRejection'] as const) {
  process.on(ev, (e: unknown) => {
    if (!stopping) console.error(`! stray error: ${why(e)}`);
  });
}
for (const sig of ['SIGINT', 'SIGTERM'] as const) {
  process.on(sig, () => {
    if (stopping) return;
    log(`\n${sig}: stopping servers and removing temp data`);
    stopping = cleanupOnSignal().finally(() => process.exit(130));
  });
}
try {
  exitCode = await main();
} catch (e) {
  console.error('bench failed:', e);
} finally {
  await cleanupAll();
}
// After a signal, main() ends early as its servers die; let the signal's cleanup finish the run.
if (stopping) await stopping;
process.exit(exitCode);
