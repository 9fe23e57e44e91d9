import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerMedia } from './routes';

let app: FastifyInstance;

beforeAll(async () => {
  app = Fastify();
  registerMedia(app);
  await app.ready();
});

afterAll(() => app.close());

const get = (url: string) => app.inject({ method: 'GET', url });

describe('GET /media/gen/:kind/:file', () => {
  const sizes = { banner: '750', cover: '400', avatar: '160', square: '200' };

  for (const [kind, width] of Object.entries(sizes)) {
    it(`draws a ${kind}`, async () => {
      const res = await get(`/media/gen/${kind}/7.svg?t=${encodeURIComponent('学术会议 Call for papers')}`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
      expect(res.headers['cache-control']).toBe('public, max-age=86400');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.body.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
      expect(res.body).toContain(`width="${width}"`);
      expect(res.rawPayload.length).toBeLessThan(2048);
    });
  }

  it('is deterministic and varies with the number', async () => {
    const a = await get('/media/gen/cover/3.svg?t=AIR%202027');
    const b = await get('/media/gen/cover/3.svg?t=AIR%202027');
    const c = await get('/media/gen/cover/4.svg?t=AIR%202027');
    expect(a.body).toBe(b.body);
    expect(a.body).not.toBe(c.body);
    expect(a.body).toContain('>AIR 2027</text>');
  });

  it('escapes the text so it cannot inject markup', async () => {
    const evil = '<script>alert(1)</script>"&\'';
    const res = await get(`/media/gen/banner/1.svg?t=${encodeURIComponent(evil)}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toMatch(/<script/i);
    expect(res.body).toContain('&#60;script&#62;');
    // Text ends up only inside <text>: one opening tag of each kind we draw, nothing else.
    expect(
      res.body.match(/<[a-zA-Z]+/g)?.every((t) => /^<(svg|defs|linearGradient|stop|rect|circle|text)$/.test(t)),
    ).toBe(true);
  });

  it('limits the text to 24 characters', async () => {
    const res = await get(`/media/gen/cover/1.svg?t=${'人'.repeat(60)}`);
    const label = /<text[^>]*>([^<]*)<\/text>/.exec(res.body)?.[1] ?? '';
    expect(Array.from(label).length).toBeLessThanOrEqual(24);
  });

  it('shows initials on avatars', async () => {
    const en = await get('/media/gen/avatar/2.svg?t=Mingyuan%20Zhang');
    expect(en.body).toContain('>MZ</text>');
    const zh = await get(`/media/gen/avatar/2.svg?t=${encodeURIComponent('张明远')}`);
    expect(zh.body).toContain('>张</text>');
  });

  it('draws without text', async () => {
    const res = await get('/media/gen/square/5.svg');
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('<text');
  });

  it('answers 404 with an empty body for a bad kind or file', async () => {
    for (const url of [
      '/media/gen/evil/1.svg',
      '/media/gen/toString/1.svg',
      '/media/gen/cover/x.svg',
      '/media/gen/cover/1.png',
      '/media/gen/cover/1234567.svg',
      '/media/gen/cover/-1.svg',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).toBe('');
    }
  });
});
