import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { seedDemo } from '../db/seed/demo';
import { createTestDb, formBody, testConfig } from '../test/app';
import type { Database } from '../db/client';
import { TestClock } from './clock';
import { inProcessCaller } from './in-process';

/**
 * The in-process answers of server-rendered pages must be what the same call over HTTP answers,
 * for the same visitor. A test-only page route hands its own request to the caller, as the page
 * renderer does.
 */
let app: FastifyInstance;
let database: Database;
let cookie = '';

beforeAll(async () => {
  database = await createTestDb();
  const clock = new TestClock();
  const config = testConfig();
  await seedDemo(database.db, { scryptCost: config.scryptCost, now: clock.now() });
  const built = await buildApp({ config, database, clock });
  app = built.app;
  const caller = inProcessCaller(built.deps);
  app.get('/t/page', async (req, reply) => {
    const q = req.query as { url: string; body?: string; json?: string };
    const headers = { 'content-type': q.json ? 'application/json' : 'application/x-www-form-urlencoded' };
    return caller(req, reply, q.url, { body: q.body ?? '', headers });
  });
  await app.ready();
  const login = await app.inject({
    method: 'POST',
    url: '/service/passport/login',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: formBody({ account: '13800000000', password: 'Demo1234!' }),
  });
  cookie = `token=${login.cookies.find((c) => c.name === 'token')!.value}`;
});
afterAll(async () => {
  await app.close();
  await database.close();
});

async function both(url: string, body = '', opts: { cookie?: string; json?: boolean; lang?: string } = {}) {
  const headers = {
    'content-type': opts.json ? 'application/json' : 'application/x-www-form-urlencoded',
    ...(opts.cookie ? { cookie: opts.cookie } : {}),
    ...(opts.lang ? { cookie: `${opts.cookie ? `${opts.cookie}; ` : ''}lang=${opts.lang}` } : {}),
  };
  const http = await app.inject({ method: 'POST', url, headers, payload: body });
  const page = await app.inject({
    method: 'GET',
    url: `/t/page?${new URLSearchParams({ url, body, ...(opts.json ? { json: '1' } : {}) })}`,
    headers: { cookie: headers.cookie ?? '' },
  });
  return { http: http.json(), inProcess: page.json() };
}

describe('a call answered in-process', () => {
  it.each([
    ['the cached home payload', '/service/home/load/v3', ''],
    ['a call with a path parameter', '/service/cms/journal/details/1', ''],
    ['a paged list with its form fields', '/service/cms/v2/category/all', formBody({ pageNum: 2, pageSize: 5 })],
    ['a refused field', '/service/cms/v2/category/all', formBody({ pageNum: 'x' })],
    ['an unknown field', '/service/common/validPhone', formBody({ phone: '13800000000', extra: 1 })],
    ['an id that is not there', '/service/cms/article/article/details/999999', ''],
    ['a path parameter that is not a number', '/service/cms/article/article/details/abc', ''],
  ])('answers %s as HTTP does', async (_name, url, body) => {
    const r = await both(url, body);
    expect(r.inProcess).toEqual(r.http);
  });

  it('is the signed-in visitor: their own summary, and 1001 without the cookie', async () => {
    const signedIn = await both('/service/user/profile/index', '', { cookie });
    expect(signedIn.inProcess.code).toBe(0);
    expect(signedIn.inProcess).toEqual(signedIn.http);
    const visitor = await both('/service/user/profile/index', '');
    expect(visitor.inProcess.code).toBe(1001);
    expect(visitor.inProcess).toEqual(visitor.http);
  });

  it('speaks the page language given in the call, as ?lang= does over HTTP', async () => {
    const url = '/service/common/validPhone?lang=en';
    const r = await both(url, formBody({ phone: '1'.repeat(30) }));
    expect(r.inProcess.codeMsg).toMatch(/[A-Za-z]/);
    expect(r.inProcess.codeMsg).not.toMatch(/[\u4e00-\u9fff]/);
    expect(r.inProcess).toEqual(r.http);
  });

  it('refuses a broken JSON body and a JSON array as HTTP does', async () => {
    const url = '/service/business/order/contribution/save';
    for (const body of ['{"a":', '[1,2]']) {
      const r = await both(url, body, { cookie, json: true });
      expect(r.inProcess.code).not.toBe(0);
      expect(r.inProcess.code).toBe(r.http.code);
    }
  });

  it('answers a path no call has with the unknown-call code', async () => {
    const r = await both('/service/no/such/call', '');
    expect(r.inProcess).toEqual(r.http);
  });
});
