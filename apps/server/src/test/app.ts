import type { FastifyInstance, InjectOptions } from 'fastify';
import { buildApp } from '../app';
import { type Config, loadConfig } from '../config';
import type { Database } from '../db/client';
import { TestClock } from '../platform/clock';
import type { Deps } from '../platform/deps';
import { createTestDb } from './db';

export { createTestDb };

export interface TestApp {
  app: FastifyInstance;
  deps: Deps;
  database: Database;
  clock: TestClock;
  /** POST a form (or JSON with `json`) and return the parsed envelope plus the raw response. */
  call: (path: string, body?: Record<string, unknown>, opts?: CallOpts) => Promise<CallResult>;
  close: () => Promise<void>;
}

export interface CallOpts {
  cookie?: string;
  json?: boolean;
  headers?: Record<string, string>;
  ip?: string;
}

export interface CallResult {
  status: number;
  code: number;
  codeMsg: string;
  // biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary shapes
  data: any;
  cookies: Record<string, string>;
  setCookie: string[];
}

export function testConfig(over: Partial<Config> = {}): Config {
  return { ...loadConfig({}), webDist: '', scryptCost: 1024, logLevel: 'silent', ...over };
}

/** Form encoding of the web client: flat fields, arrays repeated. */
export function formBody(body: Record<string, unknown>): string {
  const p = new URLSearchParams();
  for (const [k, v] of Object.entries(body)) {
    if (v === undefined) continue;
    if (Array.isArray(v)) for (const x of v) p.append(k, String(x));
    else p.append(k, String(v));
  }
  return p.toString();
}

export async function createTestApp(opts: { seed?: boolean; config?: Partial<Config> } = {}): Promise<TestApp> {
  const database = await createTestDb();
  const clock = new TestClock();
  const config = testConfig(opts.config);
  if (opts.seed)
    await (await import('../db/seed/demo')).seedDemo(database.db, {
      scryptCost: config.scryptCost,
      now: clock.now(),
      // Issued demo invoices write their PDF only into a test's own data folder.
      files: opts.config?.dataDir
        ? { dataDir: config.dataDir, font: { path: config.invoiceFont, family: config.invoiceFontFamily } }
        : undefined,
    });
  const { app, deps } = await buildApp({ config, database, clock });
  await app.ready();
  const call: TestApp['call'] = async (path, body = {}, o = {}) => {
    const req: InjectOptions = {
      method: 'POST',
      url: path,
      headers: {
        'content-type': o.json ? 'application/json' : 'application/x-www-form-urlencoded',
        ...(o.cookie ? { cookie: o.cookie } : {}),
        ...o.headers,
      },
      payload: o.json ? JSON.stringify(body) : formBody(body),
      remoteAddress: o.ip ?? '127.0.0.1',
    };
    const res = await app.inject(req);
    const parsed = res.json();
    const setCookie = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
    const cookies = Object.fromEntries(res.cookies.map((c) => [c.name, c.value]));
    return { status: res.statusCode, ...parsed, cookies, setCookie };
  };
  return {
    app,
    deps,
    database,
    clock,
    call,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

/** The cookie header a browser would send after a login answer. */
export const cookieOf = (r: CallResult) => (r.cookies.token ? `token=${r.cookies.token}; loginStatus=1` : '');

export async function loginAs(t: TestApp, phone: string, password = 'Demo1234!'): Promise<string> {
  const r = await t.call('/service/passport/login', { account: phone, password });
  if (r.code !== 0) throw new Error(`login failed: ${r.codeMsg}`);
  return cookieOf(r);
}
