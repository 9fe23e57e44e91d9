import formbody from '@fastify/formbody';
import { Code } from '@app/contract/codes';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installEnvelope } from './envelope';
import { createLog } from './log';
import { crossSiteRewrite, installCrossSiteRefusal } from './origin';

let app: FastifyInstance;
let bodiesRead = 0;
beforeAll(async () => {
  // Payment callbacks come from the provider's servers: exempt, and checked by signature instead.
  app = Fastify({ logger: false, rewriteUrl: crossSiteRewrite(['https://partner.example'], (p) => p === '/callback') });
  await app.register(formbody);
  installEnvelope(app, createLog('silent'));
  installCrossSiteRefusal(app);
  // Runs before a body is read: a refused request never gets here.
  app.addHook('preParsing', async () => {
    bodiesRead++;
  });
  app.post('/write', async () => ({ code: 0, codeMsg: 'ok', data: null }));
  app.post('/callback', async () => ({ code: 0, codeMsg: 'ok', data: null }));
  app.get('/read', async () => 'ok');
  await app.ready();
});
afterAll(() => app.close());

const send = (method: 'GET' | 'POST', url: string, headers: Record<string, string>, payload = 'a=1') =>
  app.inject({
    method,
    url,
    payload: method === 'POST' ? payload : undefined,
    headers: { host: 'app.example', 'content-type': 'application/x-www-form-urlencoded', ...headers },
  });

describe('origin check', () => {
  it('refuses before the body is read, even a body over the limit', async () => {
    bodiesRead = 0;
    const res = await send('POST', '/write', { origin: 'https://evil.example' }, `a=${'x'.repeat(2 * 1024 * 1024)}`);
    expect(res.json().code).toBe(Code.CROSS_SITE);
    expect(bodiesRead).toBe(0);
  });

  it('accepts same host, configured origins, and no Origin', async () => {
    const accepted: Record<string, string>[] = [
      { origin: 'https://app.example' },
      { origin: 'https://partner.example' },
      {},
    ];
    for (const headers of accepted) {
      expect((await send('POST', '/write', headers)).json().code).toBe(0);
    }
  });

  it('matches configured origins exactly (scheme and port included)', async () => {
    for (const origin of [
      'http://partner.example',
      'https://partner.example:444',
      'https://partner.example.evil.example',
    ]) {
      expect((await send('POST', '/write', { origin })).json().code, origin).toBe(Code.CROSS_SITE);
    }
  });

  it('exempts routes marked crossSite, and leaves GET alone', async () => {
    expect(
      (await send('POST', '/callback', { origin: 'https://pay.example', 'sec-fetch-site': 'cross-site' })).json().code,
    ).toBe(0);
    expect((await send('GET', '/read', { origin: 'https://evil.example' })).statusCode).toBe(200);
  });

  it('exempts by exact path only (a query string aside)', async () => {
    const cross = { origin: 'https://pay.example' };
    expect((await send('POST', '/callback?attempt=2', cross)).json().code).toBe(0);
    for (const url of ['/callback/', '/callback/../write', '/Callback', '/write?x=/callback']) {
      expect((await send('POST', url, cross)).json().code, url).toBe(Code.CROSS_SITE);
    }
  });
});
