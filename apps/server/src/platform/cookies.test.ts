import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { clearCookie, readCookie, serializeCookie, setCookie } from './cookies';

describe('cookies', () => {
  it('reads cookies from the header: decoded, first occurrence wins, junk ignored', async () => {
    const app = Fastify();
    app.get('/', (req) => ({
      token: readCookie(req, 'token') ?? null,
      lang: readCookie(req, 'lang') ?? null,
      proto: readCookie(req, '__proto__') ?? null,
      missing: readCookie(req, 'missing') ?? null,
    }));
    const res = await app.inject({
      url: '/',
      headers: { cookie: 'junk; token=a%2Bb; lang="en"; token=second; bad=%E0%A4%A' },
    });
    expect(res.json()).toEqual({ token: 'a+b', lang: 'en', proto: null, missing: null });
  });

  it('writes each cookie as its own Set-Cookie header', async () => {
    const app = Fastify();
    app.get('/', (_req, reply) => {
      setCookie(reply, 'token', 'x y', { httpOnly: true, maxAge: 60, sameSite: 'lax', secure: true });
      setCookie(reply, 'loginStatus', '1', { sameSite: 'lax' });
      clearCookie(reply, 'old');
      return 'ok';
    });
    const res = await app.inject({ url: '/' });
    expect(res.headers['set-cookie']).toEqual([
      'token=x%20y; Max-Age=60; Path=/; HttpOnly; Secure; SameSite=Lax',
      'loginStatus=1; Path=/; SameSite=Lax',
      'old=; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/',
    ]);
  });

  it('refuses a name that would break the header', () => {
    expect(() => serializeCookie('a;b', 'x')).toThrow();
  });
});
