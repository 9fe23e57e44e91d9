import { Code } from '@app/contract/codes';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieOf, createTestApp, type TestApp } from '../../test/app';
import { createUser } from '../../test/factories';
import { lastCode } from '../../test/outbox';
import { users } from './schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const userCount = async () => (await t.deps.db.select({ n: count() }).from(users))[0]!.n;

describe('password login', () => {
  it('signs in by phone and by e-mail, with cookies of the right flags', async () => {
    const u = await createUser(t.deps.db, { email: 'Login@Example.com' });
    const r = await t.call('/service/passport/login', { account: u.phone, password: 'Demo1234!' });
    expect(r.code).toBe(0);
    expect(r.data.userId).toBe(u.id);
    const token = r.setCookie.find((c) => c.startsWith('token='))!;
    expect(token).toMatch(/HttpOnly/);
    expect(token).toMatch(/SameSite=Lax/);
    expect(r.setCookie.find((c) => c.startsWith('loginStatus='))).not.toMatch(/HttpOnly/);
    const r2 = await t.call('/service/passport/login', { account: 'login@example.com', password: 'Demo1234!' });
    expect(r2.code).toBe(0);
    expect(r2.cookies.token).not.toBe(r.cookies.token);
  });

  it('refuses a wrong password and an unknown account alike', async () => {
    const u = await createUser(t.deps.db);
    const a = await t.call(
      '/service/passport/login',
      { account: u.phone, password: 'wrong-pass1' },
      { ip: '10.0.0.2' },
    );
    const b = await t.call(
      '/service/passport/login',
      { account: '13911112222', password: 'wrong-pass1' },
      { ip: '10.0.0.3' },
    );
    expect(a.code).toBe(Code.LOGIN_FAILED);
    expect(b.code).toBe(Code.LOGIN_FAILED);
    expect(a.cookies.token).toBeUndefined();
  });

  it('asks for a captcha after 3 failures and locks the account after 10', async () => {
    const u = await createUser(t.deps.db);
    const codes: number[] = [];
    for (let i = 0; i < 4; i++) {
      codes.push(
        (await t.call('/service/passport/login', { account: u.phone, password: 'bad-pass1' }, { ip: '10.0.1.1' })).code,
      );
    }
    expect(codes.slice(0, 2)).toEqual([Code.LOGIN_FAILED, Code.LOGIN_FAILED]);
    expect(codes[2]).toBe(Code.CAPTCHA_REQUIRED);
    expect(codes[3]).toBe(Code.CAPTCHA_REQUIRED);
    // Even the right password needs the captcha now.
    const right = await t.call(
      '/service/passport/login',
      { account: u.phone, password: 'Demo1234!' },
      { ip: '10.0.1.1' },
    );
    expect(right.code).toBe(Code.CAPTCHA_REQUIRED);
  });

  it('names the bad field in the user language', async () => {
    const zh = await t.call('/service/passport/login', { password: 'x' });
    expect(zh.code).toBe(Code.INVALID_INPUT);
    expect(zh.codeMsg).toContain('账号');
    const en = await t.call('/service/passport/login', { password: 'x' }, { cookie: 'lang=en' });
    expect(en.codeMsg).toContain('Account');
  });
});

describe('sessions', () => {
  it('home/auth answers 1001 without a session and the user with one; logout kills the token', async () => {
    const u = await createUser(t.deps.db);
    expect((await t.call('/service/home/auth')).code).toBe(Code.NOT_LOGGED_IN);
    const cookie = cookieOf(await t.call('/service/passport/login', { account: u.phone, password: 'Demo1234!' }));
    const me = await t.call('/service/home/auth', { certificate: '1' }, { cookie });
    expect(me.code).toBe(0);
    expect(me.data.avatar).toMatch(/^\/media\/gen\/avatar/);
    expect(me.data.certificates).toEqual([]);
    await t.call('/service/passport/logout', {}, { cookie });
    expect((await t.call('/service/home/auth', {}, { cookie })).code).toBe(Code.NOT_LOGGED_IN);
  });

  it('expires idle sessions', async () => {
    const u = await createUser(t.deps.db);
    const cookie = cookieOf(await t.call('/service/passport/login', { account: u.phone, password: 'Demo1234!' }));
    t.clock.advance((t.deps.config.sessionIdleSeconds + 60) * 1000);
    expect((await t.call('/service/home/auth', {}, { cookie })).code).toBe(Code.NOT_LOGGED_IN);
  });
});

describe('register with an SMS code', () => {
  it('registers, signs in, and refuses the same phone again', async () => {
    const phone = '13700001111';
    const before = await userCount();
    expect((await t.call('/service/common/code/phone', { phone, purpose: 'register' }, { ip: '10.1.0.1' })).code).toBe(
      0,
    );
    const code = await lastCode(t.deps.db, `+86${phone}`);
    const bad = await t.call('/service/passport/register', { phone, code, password: 'short', agree: '1' });
    expect(bad.code).toBe(Code.INVALID_INPUT);
    const noAgree = await t.call('/service/passport/register', { phone, code, password: 'Passw0rd!', agree: '0' });
    expect(noAgree.code).toBe(Code.INVALID_INPUT);
    expect(await userCount()).toBe(before);
    const ok = await t.call('/service/passport/register', { phone, code, password: 'Passw0rd!', agree: '1' });
    expect(ok.code).toBe(0);
    expect(await userCount()).toBe(before + 1);
    const again = await t.call('/service/common/code/phone', { phone, purpose: 'register' }, { ip: '10.1.0.2' });
    expect(again.code).toBe(Code.ALREADY_REGISTERED);
  });

  it('a code dies after 5 wrong tries', async () => {
    const phone = '13700002222';
    await t.call('/service/common/code/phone', { phone, purpose: 'register' }, { ip: '10.1.0.3' });
    const code = await lastCode(t.deps.db, `+86${phone}`);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      const r = await t.call('/service/passport/register', { phone, code: wrong, password: 'Passw0rd!', agree: '1' });
      expect(r.code).toBe(Code.VERIFY_CODE_WRONG);
    }
    const r = await t.call('/service/passport/register', { phone, code, password: 'Passw0rd!', agree: '1' });
    expect(r.code).toBe(Code.VERIFY_CODE_EXPIRED);
  });

  it('sends at most one SMS a minute to a phone, even in parallel', async () => {
    const phone = '13700003333';
    const rs = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        t.call('/service/common/code/phone', { phone, purpose: 'register' }, { ip: `10.2.0.${i}` }),
      ),
    );
    expect(rs.filter((r) => r.code === 0)).toHaveLength(1);
    expect(rs.filter((r) => r.code !== 0).every((r) => r.code === Code.RATE_LIMITED)).toBe(true);
  });
});

describe('forgotten password', () => {
  it('resets by SMS code and ends the old sessions', async () => {
    const u = await createUser(t.deps.db);
    const cookie = cookieOf(await t.call('/service/passport/login', { account: u.phone, password: 'Demo1234!' }));
    await t.call('/service/common/code/phone', { phone: u.phone, purpose: 'forget' }, { ip: '10.3.0.1' });
    const code = await lastCode(t.deps.db, `+86${u.phone}`);
    t.clock.advance(1000);
    const r = await t.call('/service/passport/forget', { by: 'phone', phone: u.phone, code, password: 'NewPassw0rd' });
    expect(r.code).toBe(0);
    expect((await t.call('/service/home/auth', {}, { cookie })).code).toBe(Code.NOT_LOGGED_IN);
    expect((await t.call('/service/passport/login', { account: u.phone, password: 'NewPassw0rd' })).code).toBe(0);
  });
});

describe('scan sign-in', () => {
  it('a ticket confirmed by a signed-in phone signs the waiting device in once', async () => {
    const u = await createUser(t.deps.db);
    const phoneCookie = cookieOf(await t.call('/service/passport/login', { account: u.phone, password: 'Demo1234!' }));
    const { data } = await t.call('/service/passport/ticket');
    expect(data.ticket.length).toBeGreaterThanOrEqual(32);
    expect((await t.call('/service/passport/scanCheck', { ticket: data.ticket })).data.status).toBe('pending');
    expect((await t.call('/service/passport/scanLogin', { ticket: data.ticket }, { cookie: phoneCookie })).code).toBe(
      0,
    );
    const done = await t.call('/service/passport/scanCheck', { ticket: data.ticket });
    expect(done.data.status).toBe('confirmed');
    expect(done.cookies.token).toBeTruthy();
    expect((await t.call('/service/passport/scanCheck', { ticket: data.ticket })).data.status).toBe('expired');
  });
});
