// Starting, probing and stopping the servers under test. Every process, folder and database made
// here registers its own cleanup, so an error or Ctrl-C half-way still leaves nothing behind.
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '..');
export const benchDir = import.meta.dirname;

interface Cleanup {
  run: () => Promise<void> | void;
  /** A quick synchronous step for a signal (kill a process), done before any async cleanup. */
  now?: () => void;
}
const cleanups: Cleanup[] = [];
let stopping = false;

/** True once a signal started the cleanup: a launch that ends after it must undo itself. */
export const isStopping = () => stopping;

/** Runs later, newest first, from cleanupAll() (or `now` first, from cleanupOnSignal()). */
export function onCleanup(run: () => Promise<void> | void, now?: () => void) {
  cleanups.push({ run, now });
}

export async function cleanupAll() {
  while (cleanups.length) {
    const c = cleanups.pop()!;
    try {
      await c.run();
    } catch (err) {
      console.error('cleanup failed:', (err as Error).message);
    }
  }
}

/**
 * On Ctrl-C: kill our processes at once, then clean up without blocking the event loop: tsx relays
 * signals to us and SIGKILLs us unless we acknowledge them within 30 ms, which a blocked loop can't.
 * What a SIGKILL leaves behind (temp dirs, the database) the next run sweeps by their dead pid.
 */
export async function cleanupOnSignal() {
  stopping = true;
  for (const c of [...cleanups].reverse()) {
    try {
      c.now?.();
    } catch {}
  }
  await cleanupAll();
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

export interface Probe {
  path: string;
  body: string;
}

export interface Server {
  name: string;
  base: string;
  pid: number;
  /** Milliseconds from spawn to the first HTTP answer to the probe. */
  startMs: number;
  stop(): Promise<void>;
}

/** POSTs a form body; answers the envelope (or the raw text when it is not JSON). */
export async function post(base: string, p: Probe, signal?: AbortSignal) {
  const res = await fetch(base + p.path, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: p.body,
    signal,
  });
  const text = await res.text();
  let json: { code?: number; codeMsg?: string } | undefined;
  try {
    json = JSON.parse(text);
  } catch {}
  return { status: res.status, bytes: Buffer.byteLength(text), code: json?.code, codeMsg: json?.codeMsg };
}

function waitExit(child: ChildProcess, ms: number): Promise<boolean> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), ms);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}

/**
 * Spawns `node args…` pinned to core 0 (taskset execs node, so the pid is node's) and polls the
 * probe every 10 ms until the first answer, which gives the start-to-first-answer time.
 */
export async function startServer(name: string, args: string[], env: Record<string, string>, probe: Probe) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const t0 = performance.now();
  const child = spawn('taskset', ['-c', '0', process.execPath, ...args], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'warn', ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let tail = '';
  const keep = (b: Buffer) => {
    tail = (tail + b.toString()).slice(-3000);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    if (!(await waitExit(child, 5000))) {
      child.kill('SIGKILL');
      await waitExit(child, 2000);
    }
  };
  onCleanup(stop, () => child.kill('SIGKILL'));
  const deadline = t0 + 60_000;
  while (performance.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`${name} exited (${child.exitCode ?? child.signalCode}) before answering:\n${tail}`);
    }
    try {
      await post(base, probe, AbortSignal.timeout(2000));
      const server: Server = { name, base, pid: child.pid!, startMs: performance.now() - t0, stop };
      return server;
    } catch {
      await new Promise((r) => setTimeout(r, 10));
    }
  }
  await stop();
  throw new Error(`${name} did not answer within 60 s:\n${tail}`);
}

const TMP = fs.realpathSync(os.tmpdir());

/** A temp folder removed at cleanup; named with our pid so a later run can sweep it if we were killed. */
export function tempDir(name: string): string {
  for (const f of fs.readdirSync(TMP)) {
    const pid = Number(/^bench-(\d+)-/.exec(f)?.[1]);
    if (pid && pid !== process.pid && !alive(pid)) fs.rmSync(path.join(TMP, f), { recursive: true, force: true });
  }
  const dir = fs.mkdtempSync(path.join(TMP, `bench-${process.pid}-${name}-`));
  onCleanup(() => fs.promises.rm(dir, { recursive: true, force: true }));
  return dir;
}

/** Creates a fresh PostgreSQL database (dropped at cleanup); answers its URL. */
export async function freshPgDatabase(adminUrl: string): Promise<string> {
  const pg = (await import('pg')).default;
  const name = `bench_${process.pid}_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 3000 });
  await admin.connect();
  try {
    // Databases of earlier runs that were killed before their cleanup (their pid is gone).
    const old = await admin.query<{ datname: string }>(
      "SELECT datname FROM pg_database WHERE datname LIKE 'bench\\_%'",
    );
    for (const { datname } of old.rows) {
      const pid = Number(/^bench_(\d+)_/.exec(datname)?.[1]);
      if (pid && !alive(pid)) await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
    }
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const drop = `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`;
  onCleanup(async () => {
    const c = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 3000 });
    await c.connect();
    try {
      await c.query(drop);
    } finally {
      await c.end();
    }
  });
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
