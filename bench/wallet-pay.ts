// The wallet payment call (/service/business/pay/{type}/{orderId}/wallet) under load: each request
// pays a different unpaid order of the demo user (13800000000, pay password 123456, seeded
// balance), so every answer is a real payment (pay password check, order row lock, conditional
// debit, ledger row, audit row) and not an "already paid" refusal. The orders (1 fen each, one
// per bench meeting, with their registrations) are inserted with SQL before the load.
//
// Standalone: `node --import tsx bench/wallet-pay.ts` starts our server from source on
// PostgreSQL and on PGlite, runs one short round each and prints the figures.
import autocannon from 'autocannon';
import path from 'node:path';
import { cpuSeconds } from './proc';
import { CONNECTIONS, type RoundResult } from './throughput';

export const WALLET_PROBE = { path: '/service/visitor/activity/topup', body: '' };
const DEMO_PHONE = '13800000000';

/** SQL that adds `n` unpaid 1-fen register orders for the demo user; answers their ids. */
function statements(n: number, tag: string): string[] {
  const like = `'BW${tag}-%'`;
  return [
    `insert into meetings (code, title, title_en, field, city, city_en, start_date, end_date, cover)
       select 'BW${tag}-' || g, 'Bench ' || g, 'Bench ' || g, 'ai', '北京', 'Beijing', date '2030-01-01', date '2030-01-02',
         '/media/gen/cover/1.svg' from generate_series(1, ${n}) g`,
    `insert into meeting_categories (meeting_id, name, name_en, fee_fen, sort)
       select id, '基准', 'bench', 1, 0 from meetings where code like ${like}`,
    `insert into orders (order_no, kind, user_id, meeting_id, amount_fen, status, created_at, updated_at)
       select 'BWO${tag}-' || m.id, 'register', u.id, m.id, 1, 'unpaid', now(), now()
       from meetings m, users u where m.code like ${like} and u.phone = '${DEMO_PHONE}'`,
    `insert into order_events (order_id, from_status, to_status, actor_kind, actor_id, reason, at)
       select id, null, 'unpaid', 'user', user_id, 'created', now() from orders where order_no like 'BWO${tag}-%'`,
    `insert into registrations (meeting_id, user_id, category_id, order_id, name, country_code, phone, email, unit, ticket_code, created_at)
       select o.meeting_id, o.user_id, c.id, o.id, 'Bench', '86', '${DEMO_PHONE}', 'bench@example.com', 'Lab', 'BWT${tag}-' || o.id, now()
       from orders o join meeting_categories c on c.meeting_id = o.meeting_id where o.order_no like 'BWO${tag}-%'`,
  ];
}
const idsQuery = (tag: string) => `select id from orders where order_no like 'BWO${tag}-%' order by id`;

export async function prepareOrdersPg(databaseUrl: string, n: number): Promise<number[]> {
  const pg = (await import('pg')).default;
  const c = new pg.Client({ connectionString: databaseUrl });
  await c.connect();
  try {
    const tag = Date.now().toString(36);
    for (const s of statements(n, tag)) await c.query(s);
    return (await c.query<{ id: string }>(idsQuery(tag))).rows.map((r) => Number(r.id));
  } finally {
    await c.end();
  }
}

/** PGlite: only while no server holds the data dir. */
export async function prepareOrdersPglite(dataDir: string, n: number): Promise<number[]> {
  const { PGlite } = await import('@electric-sql/pglite');
  const db = await PGlite.create(path.join(dataDir, 'db'));
  try {
    const tag = Date.now().toString(36);
    for (const s of statements(n, tag)) await db.query(s);
    return (await db.query<{ id: string | number }>(idsQuery(tag))).rows.map((r) => Number(r.id));
  } finally {
    await db.close();
  }
}

/** Signs the demo user in; answers the cookie header. */
export async function demoCookie(base: string): Promise<string> {
  const res = await fetch(`${base}/service/passport/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: `account=${DEMO_PHONE}&password=${encodeURIComponent('Demo1234!')}`,
  });
  const token = res.headers.getSetCookie().find((c) => c.startsWith('token='));
  if (!token) throw new Error(`demo login failed: ${await res.text()}`);
  return `${token.split(';')[0]}; loginStatus=1`;
}

/**
 * One measured run (after a 1 s warm-up) paying successive orders. Answers the round figures and
 * how many answers were not code 0 (should be none while orders last).
 */
export async function measureWalletPay(
  base: string,
  pid: number,
  cookie: string,
  ids: number[],
  seconds: number,
): Promise<RoundResult & { paid: number; refused: number; ordersLeft: number }> {
  let next = 0;
  let paid = 0;
  let refused = 0;
  const run = (duration: number) =>
    autocannon({
      url: base,
      connections: CONNECTIONS,
      duration,
      requests: [
        {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded', cookie },
          body: 'payPassword=123456',
          setupRequest: (req: Record<string, unknown>) => {
            const id = ids[next++ % ids.length];
            return { ...req, path: `/service/business/pay/register/${id}/wallet` };
          },
          onResponse: (_status: number, body: string) => {
            if (body.startsWith('{"code":0')) paid++;
            else refused++;
          },
        },
      ],
    } as never);
  await run(1);
  paid = 0;
  refused = 0;
  const cpu0 = cpuSeconds(pid);
  const t0 = performance.now();
  const r = (await run(seconds)) as {
    requests: { total: number };
    duration: number;
    latency: { p99: number };
    errors: number;
    timeouts: number;
    non2xx: number;
  };
  const wall = (performance.now() - t0) / 1000;
  return {
    rps: r.requests.total / r.duration,
    p99: r.latency.p99,
    cpu: (cpuSeconds(pid) - cpu0) / wall,
    core: Number.NaN,
    irq: Number.NaN,
    errors: r.errors + r.timeouts + r.non2xx,
    paid,
    refused,
    ordersLeft: Math.max(0, ids.length - next),
  };
}

export const walletLine = (k: string, w: Awaited<ReturnType<typeof measureWalletPay>>) =>
  `  wallet pay ${k}: ${Math.round(w.rps)} req/s, p99 ${w.p99} ms, server used ${w.cpu.toFixed(2)} of core 0; ${w.paid} paid, ${w.refused} refused, ${w.ordersLeft} orders left`;

// Standalone run from source (no build needed): one short round on each database.
if (import.meta.url === `file://${process.argv[1]}`) {
  const { cleanupAll, freshPgDatabase, startServer, tempDir } = await import('./servers');
  const PG_ADMIN = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const seconds = Number(process.env.WALLET_SECONDS ?? 3);
  const fromSource = ['--import', 'tsx', 'apps/server/src/main.ts'];
  const env = { WEB_DIST: '', WEB_SSR: '', SEED_DEMO: '1', NODE_ENV: 'production' };
  try {
    const url = await freshPgDatabase(PG_ADMIN);
    const pg = await startServer(
      'server/postgres',
      fromSource,
      { ...env, DATABASE_URL: url, DATA_DIR: tempDir('wpg') },
      WALLET_PROBE,
    );
    const pgIds = await prepareOrdersPg(url, 3000);
    console.log(
      walletLine('postgres', await measureWalletPay(pg.base, pg.pid, await demoCookie(pg.base), pgIds, seconds)),
    );
    await pg.stop();
    const dir = tempDir('wpglite');
    const first = await startServer(
      'server/pglite',
      fromSource,
      { ...env, DATABASE_URL: '', DATA_DIR: dir },
      WALLET_PROBE,
    );
    await first.stop();
    const liteIds = await prepareOrdersPglite(dir, 3000);
    const lite = await startServer(
      'server/pglite',
      fromSource,
      { ...env, DATABASE_URL: '', DATA_DIR: dir },
      WALLET_PROBE,
    );
    console.log(
      walletLine('pglite', await measureWalletPay(lite.base, lite.pid, await demoCookie(lite.base), liteIds, seconds)),
    );
    await lite.stop();
  } finally {
    await cleanupAll();
  }
}
