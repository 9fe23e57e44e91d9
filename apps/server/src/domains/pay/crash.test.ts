import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateDatabase, openDatabase } from '../../db/client';
import { testDbKind } from '../../test/db';
import { createUser } from '../../test/factories';
import { makeMeeting } from '../meeting/test-kit';
import { registrations } from '../meeting/schema';
import { createOrder } from '../order/states';
import { hashPassword } from '../passport/password';
import { checkInvariants } from './test-kit';
import { walletAccounts, walletLedger } from './schema';

/**
 * QUALITY B11: the server built from source runs on PGlite in a temp dir under a payment workload
 * (wallet payments, sandbox top-ups with their bonus rows) and is killed with SIGKILL at random
 * moments, 20 times. After each restart the money invariants hold (read through the API), and
 * at the end the database is checked directly. PGlite only: a crash there is the embedded
 * database's crash too; PostgreSQL survives its client's death by design.
 */
const RUNS = 20;
const here = path.dirname(new URL(import.meta.url).pathname);
const serverRoot = path.resolve(here, '../../..');
const repoRoot = path.resolve(serverRoot, '../..');
// Under node_modules so the bundle's external packages resolve from the repo's node_modules.
const work = path.join(repoRoot, 'node_modules', '.cache', `pay-crash-${process.pid}`);
let dataDir = '';

async function bundleServer(): Promise<string> {
  fs.mkdirSync(work, { recursive: true });
  const outfile = path.join(work, 'main.js');
  await build({
    entryPoints: [path.join(serverRoot, 'src/main.ts')],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    logLevel: 'silent',
    plugins: [
      {
        name: 'bundle-contract',
        setup(b) {
          b.onResolve({ filter: /^@app\/contract\// }, (args) => ({
            path: path.join(repoRoot, 'packages/contract/src', `${args.path.slice('@app/contract/'.length)}.ts`),
          }));
        },
      },
    ],
  });
  fs.cpSync(path.join(serverRoot, 'src/db/migrations'), path.join(work, 'migrations'), { recursive: true });
  return outfile;
}

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const p = (s.address() as net.AddressInfo).port;
      s.close(() => resolve(p));
    });
  });

let main = '';
let port = 0;
let child: ChildProcess | null = null;
let cookie = '';
const orderIds: number[] = [];
let phone = '';

async function post(p: string, body: Record<string, string | number> = {}) {
  const res = await fetch(`http://127.0.0.1:${port}${p}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...(cookie ? { cookie } : {}) },
    body: new URLSearchParams(Object.entries(body).map(([k, v]) => [k, String(v)])).toString(),
  });
  // biome-ignore lint/suspicious/noExplicitAny: the test reads several answer shapes
  return { json: (await res.json()) as { code: number; codeMsg: string; data: any }, res };
}

async function start() {
  child = spawn(process.execPath, [main], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_DIST: '',
      WEB_SSR: '',
      SEED_DEMO: '0',
      SCRYPT_COST: '1024',
      LOG_LEVEL: 'silent',
      VITEST: '',
    },
    stdio: 'ignore',
  });
  for (let i = 0; i < 600; i++) {
    try {
      await post('/service/visitor/activity/topup');
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 50));
    }
  }
  throw new Error('server did not start');
}

function kill9() {
  return new Promise<void>((resolve) => {
    if (!child || child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });
}

/** Wallet payments of the prepared orders and sandbox top-ups, until the server dies. */
let next = 0;
function workload(stop: { now: boolean; done: number }) {
  const worker = async (w: number) => {
    while (!stop.now) {
      try {
        if (w % 2 === 0 && next < orderIds.length) {
          const id = orderIds[next++]!;
          await post(`/service/business/pay/register/${id}/wallet`, { payPassword: '123456' });
          stop.done++;
        } else {
          const amount = String(10 + Math.floor(Math.random() * 990));
          const top = await post('/service/user/wallet/topup/create', { amount });
          const on = await post(`/service/business/pay/topup/${top.json.data.orderId}/online/sandbox`);
          await post(`/service/business/pay/sandbox/confirm/${on.json.data.intentId}`, {
            token: on.json.data.token,
            outcome: 'pay',
          });
          stop.done++;
        }
      } catch {
        // The server died mid-call: expected.
      }
    }
  };
  return Promise.all([0, 1, 2, 3].map(worker));
}

/** The invariants as a client can see them: balance = ledger sum, ≥ 0, no (order, reason) twice. */
async function checkThroughApi() {
  const idx = await post('/service/user/wallet/index', { pageSize: 100 });
  expect(idx.json.code, idx.json.codeMsg).toBe(0);
  const { balanceFen, ledger } = idx.json.data;
  const rows = [...ledger.list];
  for (let page = 2; rows.length < ledger.total; page++) {
    rows.push(...(await post('/service/user/wallet/index', { pageSize: 100, page })).json.data.ledger.list);
  }
  expect(balanceFen).toBeGreaterThanOrEqual(0);
  expect(rows.reduce((s: number, r: { deltaFen: number }) => s + r.deltaFen, 0)).toBe(balanceFen);
  const keys = (rows as { orderId: number | null; reason: string }[])
    .filter((r) => r.orderId)
    .map((r) => `${r.orderId}:${r.reason}`);
  expect(new Set(keys).size).toBe(keys.length);
  return rows.length;
}

describe.skipIf(testDbKind() !== 'pglite')('B11: kill -9 under a payment workload', () => {
  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pay-crash-'));
    [main, port] = await Promise.all([bundleServer(), freePort()]);
    const database = await openDatabase({ databaseUrl: '', pgliteDir: path.join(dataDir, 'db') });
    await migrateDatabase(database);
    const db = database.db;
    const u = await createUser(db);
    phone = u.phone!;
    const now = new Date();
    await db.insert(walletAccounts).values({
      userId: u.id,
      balanceFen: 100_000,
      payPasswordHash: await hashPassword('123456', 1024),
      updatedAt: now,
    });
    await db
      .insert(walletLedger)
      .values({ userId: u.id, deltaFen: 100_000, balanceAfterFen: 100_000, reason: 'gift', at: now });
    for (let i = 0; i < 60; i++) {
      const { meeting, cats } = await makeMeeting(db, { categories: [{ feeFen: 1_000 + i }] });
      const o = await createOrder(db, {
        kind: 'register',
        userId: u.id,
        meetingId: meeting.id,
        amountFen: 1_000 + i,
        now,
        actor: { kind: 'user', id: u.id },
      });
      await db.insert(registrations).values({
        meetingId: meeting.id,
        userId: u.id,
        categoryId: cats[0]!.id,
        orderId: o.id,
        name: 'Crash Test',
        countryCode: '86',
        phone: phone,
        email: 'crash@example.com',
        unit: 'Lab',
        position: '',
        ticketCode: `CRASH${i}${now.getTime()}`,
        createdAt: now,
      });
      orderIds.push(o.id);
    }
    await database.close();
  }, 120_000);

  afterAll(async () => {
    await kill9();
    fs.rmSync(work, { recursive: true, force: true });
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it(`${RUNS} SIGKILLs at random moments: invariants hold after every restart`, async () => {
    let ledgerRows = 0;
    for (let run = 0; run < RUNS; run++) {
      await start();
      if (!cookie) {
        const login = await post('/service/passport/login', { account: phone, password: 'Demo1234!' });
        expect(login.json.code, login.json.codeMsg).toBe(0);
        const token = login.res.headers.getSetCookie().find((c) => c.startsWith('token='))!;
        cookie = `${token.split(';')[0]}; loginStatus=1`;
      }
      ledgerRows = Math.max(ledgerRows, await checkThroughApi());
      const stop = { now: false, done: 0 };
      const load = workload(stop);
      // Once money is moving (or after 10 s), a random moment within the next 800 ms.
      for (let w = 0; w < 200 && stop.done === 0; w++) await new Promise((r) => setTimeout(r, 50));
      await new Promise((r) => setTimeout(r, Math.random() * 800));
      await kill9();
      stop.now = true;
      await load;
    }
    await start();
    const rows = await checkThroughApi();
    await kill9();
    // Work really happened between the kills.
    expect(rows).toBeGreaterThan(RUNS);
    const database = await openDatabase({ databaseUrl: '', pgliteDir: path.join(dataDir, 'db') });
    try {
      expect(await checkInvariants(database.db)).toEqual({ negative: 0, mismatched: 0, doubled: 0 });
      const twice = await database.db.execute(
        sql`select order_id from order_events where to_status = 'paid' group by order_id having count(*) > 1`,
      );
      expect(twice.rows).toEqual([]);
    } finally {
      await database.close();
    }
  }, 600_000);
});
