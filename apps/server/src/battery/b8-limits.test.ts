import { Code } from '@app/contract/codes';
import {
  CODE_CAPTCHA_AFTER,
  CODE_LIMIT_PER_DAY,
  CODE_LIMIT_PER_HOUR,
  CODE_LIMIT_PER_IP_HOUR,
  LOGIN_CAPTCHA_AFTER,
  LOGIN_LOCK_AFTER,
  LOGIN_WINDOW_S,
} from '@app/contract/constants';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAttempts, outbox, verifyCodes } from '../domains/passport/schema';
import { createTestApp, type TestApp } from '../test/app';
import { testDbKind } from '../test/db';
import { createUser } from '../test/factories';
import { lastCode } from '../test/outbox';
import { solvedCaptcha } from './captcha-reader';

/**
 * QUALITY B8: SMS send caps per phone and per IP, forwarded headers trusted only from a
 * configured proxy, codes that expire, login captcha and lock. (passport.test.ts already covers
 * 20 parallel sends, 5 wrong tries and the captcha after 3 failed logins.)
 */
const MIN = 60_000;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let n = 0;
/** A fresh mainland mobile number per call. */
const freshPhone = () => `136${String(1_000_000 + ++n).padStart(8, '0')}`;
const sendSms = (phone: string, ip: string, extra: Record<string, string> = {}, headers: Record<string, string> = {}) =>
  t.call('/service/common/code/phone', { phone, purpose: 'register', ...extra }, { ip, headers });
const rows = async (where: ReturnType<typeof eq>) =>
  (await t.deps.db.select({ n: count() }).from(verifyCodes).where(where))[0]!.n;

describe('B8: SMS codes per phone', () => {
  it('100 parallel sends to one phone: exactly one is sent, the rest 4290', async () => {
    const phone = freshPhone();
    const rs = await Promise.all(Array.from({ length: 100 }, (_, i) => sendSms(phone, `10.80.${i >> 8}.${i & 255}`)));
    expect(rs.filter((r) => r.code === 0)).toHaveLength(1);
    expect(rs.filter((r) => r.code === Code.RATE_LIMITED)).toHaveLength(99);
    expect(await rows(eq(verifyCodes.recipient, `+86${phone}`))).toBe(1);
    const sms = await t.deps.db
      .select({ n: count() })
      .from(outbox)
      .where(eq(outbox.recipient, `+86${phone}`));
    expect(sms[0]!.n).toBe(1);
  });

  it(`caps a phone at ${CODE_LIMIT_PER_HOUR} an hour and ${CODE_LIMIT_PER_DAY} a day`, async () => {
    const phone = freshPhone();
    let ip = 0;
    const send = () => sendSms(phone, `10.81.0.${++ip}`);
    const burst = async () => {
      for (let i = 0; i < CODE_LIMIT_PER_HOUR; i++) {
        expect((await send()).code, `send ${i + 1}`).toBe(0);
        t.clock.advance(MIN + 1000);
      }
    };
    await burst();
    expect((await send()).code).toBe(Code.RATE_LIMITED);
    t.clock.advance(60 * MIN);
    await burst();
    // Ten in the last day: the hour is free again but the day is not.
    t.clock.advance(61 * MIN);
    expect((await send()).code).toBe(Code.RATE_LIMITED);
    t.clock.advance(24 * 60 * MIN);
    expect((await send()).code).toBe(0);
  });
});

describe('B8: SMS codes per IP', () => {
  it(`asks one IP for a captcha after ${CODE_CAPTCHA_AFTER} sends and stops it at ${CODE_LIMIT_PER_IP_HOUR} an hour`, async () => {
    const ip = '10.82.0.1';
    for (let i = 0; i < CODE_CAPTCHA_AFTER; i++) expect((await sendSms(freshPhone(), ip)).code).toBe(0);
    expect((await sendSms(freshPhone(), ip)).code).toBe(Code.CAPTCHA_REQUIRED);
    expect((await sendSms(freshPhone(), ip, { captchaId: 'x', captcha: 'ABCD' })).code).toBe(Code.CAPTCHA_WRONG);
    for (let i = CODE_CAPTCHA_AFTER; i < CODE_LIMIT_PER_IP_HOUR; i++) {
      expect((await sendSms(freshPhone(), ip, await solvedCaptcha(t))).code, `send ${i + 1}`).toBe(0);
    }
    expect((await sendSms(freshPhone(), ip, await solvedCaptcha(t))).code).toBe(Code.RATE_LIMITED);
    expect(await rows(eq(verifyCodes.ip, ip))).toBe(CODE_LIMIT_PER_IP_HOUR);
    t.clock.advance(61 * MIN);
    expect((await sendSms(freshPhone(), ip)).code).toBe(0);
  });

  it('ignores a forged X-Forwarded-For when no proxy is trusted', async () => {
    const ip = '10.83.0.1';
    const forged = (i: number) => ({ 'x-forwarded-for': `203.0.113.${i}` });
    for (let i = 0; i < CODE_CAPTCHA_AFTER; i++) expect((await sendSms(freshPhone(), ip, {}, forged(i))).code).toBe(0);
    expect((await sendSms(freshPhone(), ip, {}, forged(99))).code).toBe(Code.CAPTCHA_REQUIRED);
    expect(await rows(eq(verifyCodes.ip, ip))).toBe(CODE_CAPTCHA_AFTER);
    expect(await rows(eq(verifyCodes.ip, '203.0.113.1'))).toBe(0);
  });

  it('trusts X-Forwarded-For only from the configured proxy', async () => {
    const p = await createTestApp({ config: { trustProxy: ['10.84.0.100'] } });
    try {
      const send = (ip: string, xff: string) =>
        p.call(
          '/service/common/code/phone',
          { phone: freshPhone(), purpose: 'register' },
          { ip, headers: { 'x-forwarded-for': xff } },
        );
      // Through the proxy: each client is its own address, none reaches the captcha.
      for (let i = 0; i < CODE_CAPTCHA_AFTER + 2; i++)
        expect((await send('10.84.0.100', `198.51.100.${i}`)).code).toBe(0);
      // Straight from elsewhere: the header is ignored and the real address counts.
      for (let i = 0; i < CODE_CAPTCHA_AFTER; i++)
        expect((await send('10.84.0.200', `198.51.100.${50 + i}`)).code).toBe(0);
      expect((await send('10.84.0.200', '198.51.100.99')).code).toBe(Code.CAPTCHA_REQUIRED);
      const ips = await p.deps.db.select({ ip: verifyCodes.ip }).from(verifyCodes);
      expect(ips.filter((r) => r.ip === '10.84.0.200')).toHaveLength(CODE_CAPTCHA_AFTER);
      expect(ips.filter((r) => r.ip === '10.84.0.100')).toHaveLength(0);
    } finally {
      await p.close();
    }
  });

  // The per-IP count is re-read under a lock inside the transaction (passport/codes.ts).
  // PGlite runs one query at a time and would pass falsely: this needs PostgreSQL.
  (testDbKind() === 'postgres' ? it : it.skip)(
    'holds the per-IP captcha threshold under parallel sends from one IP',
    async () => {
      const ip = '10.85.0.1';
      const rs = await Promise.all(Array.from({ length: 20 }, () => sendSms(freshPhone(), ip)));
      expect(rs.filter((r) => r.code === 0).length).toBeLessThanOrEqual(CODE_CAPTCHA_AFTER);
    },
  );
});

describe('B8: codes die', () => {
  it('after 10 minutes, and once used', async () => {
    const [a, b] = [freshPhone(), freshPhone()];
    await sendSms(a, '10.86.0.1');
    await sendSms(b, '10.86.0.2');
    const [codeA, codeB] = [await lastCode(t.deps.db, `+86${a}`), await lastCode(t.deps.db, `+86${b}`)];
    const register = (phone: string, code: string) =>
      t.call('/service/passport/register', { phone, code, password: 'Passw0rd!', agree: '1' });
    t.clock.advance(10 * MIN - 1000);
    expect((await register(a, codeA)).code).toBe(0);
    t.clock.advance(2000);
    expect((await register(b, codeB)).code).toBe(Code.VERIFY_CODE_EXPIRED);

    const u = await createUser(t.deps.db);
    t.clock.advance(MIN + 1000);
    await t.call('/service/common/code/phone', { phone: u.phone, purpose: 'forget' }, { ip: '10.86.0.3' });
    const code = await lastCode(t.deps.db, `+86${u.phone}`);
    const reset = () =>
      t.call('/service/passport/forget', { by: 'phone', phone: u.phone, code, password: 'Other2026pw' });
    expect((await reset()).code).toBe(0);
    expect((await reset()).code).toBe(Code.VERIFY_CODE_EXPIRED);
  });
});

describe('B8: password login', () => {
  const attempt = (account: string, password: string, ip: string, captcha: Record<string, string> = {}) =>
    t.call('/service/passport/login', { account, password, ...captcha }, { ip });

  it(`locks an account after ${LOGIN_LOCK_AFTER} failures, even for the right password, for the window`, async () => {
    const u = await createUser(t.deps.db);
    const ip = '10.87.0.1';
    for (let i = 0; i < LOGIN_LOCK_AFTER; i++) {
      const captcha = i >= LOGIN_CAPTCHA_AFTER ? await solvedCaptcha(t) : {};
      const r = await attempt(u.phone!, 'wrong-pass1', ip, captcha);
      expect(r.code, `failure ${i + 1}`).toBe(i + 1 >= LOGIN_CAPTCHA_AFTER ? Code.CAPTCHA_REQUIRED : Code.LOGIN_FAILED);
    }
    expect((await attempt(u.phone!, 'Demo1234!', ip, await solvedCaptcha(t))).code).toBe(Code.RATE_LIMITED);
    expect((await attempt(u.phone!, 'Demo1234!', '10.87.0.2', await solvedCaptcha(t))).code).toBe(Code.RATE_LIMITED);
    t.clock.advance(LOGIN_WINDOW_S * 1000 + 1000);
    const ok = await attempt(u.phone!, 'Demo1234!', ip);
    expect(ok.code).toBe(0);
    expect(ok.cookies.token).toBeTruthy();
  });

  it('asks for a captcha from an IP that failed on many accounts', async () => {
    const ip = '10.88.0.1';
    for (let i = 0; i < LOGIN_CAPTCHA_AFTER * 3; i++) {
      const u = await createUser(t.deps.db);
      expect((await attempt(u.phone!, 'wrong-pass1', ip)).code).toBe(Code.LOGIN_FAILED);
    }
    const fresh = await createUser(t.deps.db);
    expect((await attempt(fresh.phone!, 'Demo1234!', ip)).code).toBe(Code.CAPTCHA_REQUIRED);
    expect((await attempt(fresh.phone!, 'Demo1234!', '10.88.0.2')).code).toBe(0);
  });

  // Bug in passport/login.ts: failures are counted before the password check and outside any lock,
  // so a burst of parallel guesses is never asked for a captcha nor locked.
  it('checks at most the captcha threshold of parallel guesses at one account', async () => {
    const u = await createUser(t.deps.db);
    const account = `+86${u.phone}`;
    await Promise.all(Array.from({ length: 30 }, (_, i) => attempt(u.phone!, `guess-${i}-x1`, `10.89.0.${i}`)));
    const checked = await t.deps.db
      .select({ n: count() })
      .from(loginAttempts)
      .where(eq(loginAttempts.account, account));
    expect(checked[0]!.n).toBeLessThanOrEqual(LOGIN_CAPTCHA_AFTER);
  });
});
