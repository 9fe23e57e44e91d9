import { Code } from '@app/contract/codes';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../domains/passport/schema';
import { hashToken } from '../platform/session';
import { type CallResult, cookieOf, createTestApp, type TestApp } from '../test/app';
import { createUser } from '../test/factories';
import { lastCode } from '../test/outbox';

/**
 * QUALITY B7: cookie flags, a new token at every login, the old token dead after logout and
 * after a password reset, idle and absolute expiry (moved with the test clock).
 */
const IDLE_S = 3600;
const ABSOLUTE_S = 8 * 3600;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { sessionIdleSeconds: IDLE_S, sessionAbsoluteSeconds: ABSOLUTE_S } });
});
afterAll(() => t.close());

const login = (phone: string, headers: Record<string, string> = {}) =>
  t.call('/service/passport/login', { account: phone, password: 'Demo1234!' }, { headers });
const whoAmI = async (cookie: string) => (await t.call('/service/home/auth', {}, { cookie })).code;
const setCookie = (r: CallResult, name: string) => r.setCookie.find((c) => c.startsWith(`${name}=`)) ?? '';

describe('B7: cookie flags', () => {
  it('token is HttpOnly, SameSite=Lax, site-wide, not Secure over plain HTTP; loginStatus is readable', async () => {
    const u = await createUser(t.deps.db);
    const r = await login(u.phone!);
    const token = setCookie(r, 'token');
    expect(token).toMatch(/; HttpOnly/i);
    expect(token).toMatch(/; SameSite=Lax/i);
    expect(token).toMatch(/; Path=\//);
    expect(token).toMatch(new RegExp(`; Max-Age=${ABSOLUTE_S}`));
    expect(token).not.toMatch(/; Secure/i);
    const status = setCookie(r, 'loginStatus');
    expect(status).toMatch(/^loginStatus=1;/);
    expect(status).not.toMatch(/HttpOnly/i);
    expect(status).toMatch(/; SameSite=Lax/i);
  });

  it('adds Secure to every cookie behind HTTPS (config.secureCookies)', async () => {
    const s = await createTestApp({ config: { secureCookies: true } });
    try {
      const u = await createUser(s.deps.db);
      const r = await s.call('/service/passport/login', { account: u.phone, password: 'Demo1234!' });
      expect(setCookie(r, 'token')).toMatch(/; Secure/i);
      expect(setCookie(r, 'token')).toMatch(/; HttpOnly/i);
      expect(setCookie(r, 'loginStatus')).toMatch(/; Secure/i);
      const out = await s.call('/service/passport/logout', {}, { cookie: cookieOf(r) });
      expect(setCookie(out, 'loginStatus')).toMatch(/; Secure/i);
    } finally {
      await s.close();
    }
  });
});

describe('B7: tokens', () => {
  it('issues a new random token at every login and stores only its hash', async () => {
    const u = await createUser(t.deps.db);
    const tokens = new Set<string>();
    for (let i = 0; i < 3; i++) tokens.add((await login(u.phone!)).cookies.token!);
    expect(tokens.size).toBe(3);
    for (const tok of tokens) {
      expect(tok).toMatch(/^[A-Za-z0-9_-]{43,}$/); // ≥ 256 bits
      const rows = await t.deps.db.select().from(sessions).where(eq(sessions.userId, u.id));
      expect(rows.some((s) => s.tokenHash === tok)).toBe(false);
      expect(rows.some((s) => s.tokenHash === hashToken(tok))).toBe(true);
    }
  });

  it('never adopts a token the browser brought (session fixation)', async () => {
    const u = await createUser(t.deps.db);
    const planted = 'attacker-chosen-token-value-0123456789abcdefghij';
    const r = await t.call(
      '/service/passport/login',
      { account: u.phone, password: 'Demo1234!' },
      { cookie: `token=${planted}` },
    );
    expect(r.cookies.token).toBeTruthy();
    expect(r.cookies.token).not.toBe(planted);
    expect(await whoAmI(`token=${planted}`)).toBe(Code.NOT_LOGGED_IN);
  });

  it('answers forged, oversized and empty tokens with 1001, never an error', async () => {
    for (const tok of ['x', '', 'a'.repeat(101), 'a'.repeat(5000), '%00', '../../etc']) {
      expect(await whoAmI(`token=${tok}`)).toBe(Code.NOT_LOGGED_IN);
    }
  });
});

describe('B7: ending sessions', () => {
  it('logout kills this token (and clears the cookies) but not the other devices', async () => {
    const u = await createUser(t.deps.db);
    const phoneA = cookieOf(await login(u.phone!));
    const phoneB = cookieOf(await login(u.phone!));
    const out = await t.call('/service/passport/logout', {}, { cookie: phoneA });
    expect(out.code).toBe(0);
    expect(setCookie(out, 'token')).toMatch(/^token=;/);
    expect(setCookie(out, 'token')).toMatch(/Expires=Thu, 01 Jan 1970/);
    expect(setCookie(out, 'loginStatus')).toMatch(/^loginStatus=0;/);
    expect(await whoAmI(phoneA)).toBe(Code.NOT_LOGGED_IN);
    expect(await whoAmI(phoneB)).toBe(0);
    // Replaying the dead cookie after logging in elsewhere does not revive it.
    await login(u.phone!);
    expect(await whoAmI(phoneA)).toBe(Code.NOT_LOGGED_IN);
  });

  it('a password reset kills every older session; a login after it works', async () => {
    const u = await createUser(t.deps.db);
    const devices = [cookieOf(await login(u.phone!)), cookieOf(await login(u.phone!))];
    t.clock.advance(61_000);
    await t.call('/service/common/code/phone', { phone: u.phone, purpose: 'forget' }, { ip: '10.7.0.1' });
    const code = await lastCode(t.deps.db, `+86${u.phone}`);
    t.clock.advance(1000);
    const reset = await t.call('/service/passport/forget', {
      by: 'phone',
      phone: u.phone,
      code,
      password: 'Fresh2026pass',
    });
    expect(reset.code).toBe(0);
    for (const c of devices) expect(await whoAmI(c)).toBe(Code.NOT_LOGGED_IN);
    t.clock.advance(1000);
    expect((await login(u.phone!)).code).toBe(Code.LOGIN_FAILED);
    const fresh = await t.call('/service/passport/login', { account: u.phone, password: 'Fresh2026pass' });
    expect(fresh.code).toBe(0);
    expect(await whoAmI(cookieOf(fresh))).toBe(0);
  });
});

describe('B7: expiry', () => {
  it('idle: alive at exactly the idle limit, dead one second after it', async () => {
    const u = await createUser(t.deps.db);
    const cookie = cookieOf(await login(u.phone!));
    t.clock.advance(IDLE_S * 1000);
    expect(await whoAmI(cookie)).toBe(0);
    t.clock.advance(IDLE_S * 1000 + 1000);
    expect(await whoAmI(cookie)).toBe(Code.NOT_LOGGED_IN);
    // Dead stays dead even if it is used again soon after.
    t.clock.advance(1000);
    expect(await whoAmI(cookie)).toBe(Code.NOT_LOGGED_IN);
  });

  it('absolute: activity keeps a session alive only until its absolute lifetime', async () => {
    const u = await createUser(t.deps.db);
    const cookie = cookieOf(await login(u.phone!));
    const step = 50 * 60 * 1000;
    let elapsed = 0;
    while (elapsed + step <= ABSOLUTE_S * 1000) {
      t.clock.advance(step);
      elapsed += step;
      expect(await whoAmI(cookie), `after ${elapsed / 60000} min`).toBe(0);
    }
    t.clock.advance(ABSOLUTE_S * 1000 - elapsed);
    expect(await whoAmI(cookie)).toBe(0);
    t.clock.advance(1000);
    expect(await whoAmI(cookie)).toBe(Code.NOT_LOGGED_IN);
  });
});
