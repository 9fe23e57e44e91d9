import { Code } from '@app/contract/codes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';
import { createUser } from '../test/factories';
import { changedTables, dbState } from './db-state';
import { png } from './files';
import { uploadFile } from './multipart';

/**
 * QUALITY B6: a POST from another site is refused before anything runs, and writes nothing;
 * same-origin and header-less requests (old browsers, server-to-server) pass.
 */
let t: TestApp;
let phone: string;
beforeAll(async () => {
  t = await createTestApp({ config: { allowedOrigins: ['https://partner.example'] } });
  phone = (await createUser(t.deps.db)).phone!;
});
afterAll(() => t.close());

const HOST = 'app.example';
const crm = { name: '张三', phone: '13900001111', company: 'B6' };
const login = () => ({ account: phone, password: 'Demo1234!' });

/** Headers a browser on `origin` sends to our host. */
const from = (headers: Record<string, string>) => ({ headers: { host: HOST, ...headers } });

const HOSTILE: [string, Record<string, string>][] = [
  ['another site', { origin: 'https://evil.example' }],
  ['a look-alike subdomain', { origin: 'https://app.example.evil.example' }],
  ['our host on another port', { origin: 'https://app.example:8443' }],
  ['Origin: null (sandboxed iframe, data: URL)', { origin: 'null' }],
  ['a malformed Origin', { origin: 'not a url' }],
  ['Sec-Fetch-Site: cross-site without Origin', { 'sec-fetch-site': 'cross-site' }],
  ['Sec-Fetch-Site: cross-site with our Origin', { origin: `https://${HOST}`, 'sec-fetch-site': 'cross-site' }],
];

describe('B6: cross-site POSTs are refused and write nothing', () => {
  for (const [what, headers] of HOSTILE) {
    it(`refuses ${what}`, async () => {
      const before = await dbState(t.deps.db);
      const a = await t.call('/frontend/activity/crm/post', crm, from(headers));
      const b = await t.call('/service/passport/login', login(), from(headers));
      const c = await t.call(
        '/service/common/code/phone',
        { phone: '13900002222', purpose: 'register' },
        from(headers),
      );
      for (const r of [a, b, c]) {
        expect(r.status).toBe(200);
        expect(r.code).toBe(Code.CROSS_SITE);
      }
      expect(b.cookies.token).toBeUndefined();
      expect(changedTables(before, await dbState(t.deps.db))).toEqual([]);
    });
  }

  it('refuses a cross-site upload before reading it', async () => {
    const r0 = await t.call('/service/passport/login', login());
    const cookie = `token=${r0.cookies.token}`;
    const before = await dbState(t.deps.db);
    const r = await uploadFile(
      t,
      'avatar',
      { filename: 'a.png', data: png() },
      { cookie, headers: { host: HOST, origin: 'https://evil.example' } },
    );
    expect(r.code).toBe(Code.CROSS_SITE);
    expect(changedTables(before, await dbState(t.deps.db))).toEqual([]);
  });

  it('refuses cross-site JSON bodies too', async () => {
    const r = await t.call(
      '/service/common/code/captcha',
      {},
      { json: true, ...from({ origin: 'https://evil.example' }) },
    );
    expect(r.code).toBe(Code.CROSS_SITE);
  });
});

describe('B6: same-origin and header-less requests pass', () => {
  const ACCEPTED: [string, Record<string, string>][] = [
    ['same origin (Origin matches Host)', { origin: `https://${HOST}` }],
    ['same origin over plain http', { origin: `http://${HOST}` }],
    ['no Origin at all', {}],
    ['Sec-Fetch-Site: same-origin', { origin: `https://${HOST}`, 'sec-fetch-site': 'same-origin' }],
    ['Sec-Fetch-Site: none (typed URL, bookmark)', { 'sec-fetch-site': 'none' }],
    ['a configured partner origin', { origin: 'https://partner.example' }],
  ];
  ACCEPTED.forEach(([what, headers], i) => {
    it(`accepts ${what}`, async () => {
      // One address per case: the lead form has its own per-IP hourly cap.
      const lead = await t.call(
        '/frontend/activity/crm/post',
        { ...crm, phone: `1390000${3000 + i}` },
        { ...from(headers), ip: `10.6.0.${i}` },
      );
      expect(lead.code, lead.codeMsg).toBe(0);
      expect(lead.data.id).toBeGreaterThan(0);
      const session = await t.call('/service/passport/login', login(), from(headers));
      expect(session.code, session.codeMsg).toBe(0);
      expect(session.cookies.token).toBeTruthy();
    });
  });

  it('does not apply to reads by GET', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/media/gen/avatar/1.svg?t=A',
      headers: { origin: 'https://evil.example' },
    });
    expect(res.statusCode).toBe(200);
  });
});
