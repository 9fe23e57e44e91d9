import zlib from 'node:zlib';
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

  /** Width, height and RGBA pixels of one of our PNGs (one IDAT, every row with the Sub filter). */
  function decode(png: Buffer) {
    expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    const w = png.readUInt32BE(16);
    const h = png.readUInt32BE(20);
    expect([png[24], png[25]]).toEqual([8, 6]);
    const idat = png.indexOf('IDAT');
    const raw = zlib.inflateSync(png.subarray(idat + 4, idat + 4 + png.readUInt32BE(idat - 4)));
    const px = Buffer.alloc(w * h * 4);
    for (let y = 0; y < h; y++) {
      expect(raw[y * (w * 4 + 1)]).toBe(1);
      for (let i = 0; i < w * 4; i++) {
        const left = i >= 4 ? px[y * w * 4 + i - 4]! : 0;
        px[y * w * 4 + i] = (raw[y * (w * 4 + 1) + 1 + i]! + left) & 255;
      }
    }
    const at = (x: number, y: number) => [...px.subarray((y * w + x) * 4, (y * w + x) * 4 + 4)];
    return { w, h, at };
  }

  it('draws a PNG without a label, the same picture as the SVG', async () => {
    const res = await get('/media/gen/cover/8.png?t=ignored');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    const { w, h, at } = decode(res.rawPayload);
    expect([w, h]).toEqual([400, 240]);
    // Palette 0 of the SVG's gradient (#1e3c72 → #2a5298) at the top-left corner, under at most
    // the translucent white shapes; fully opaque.
    const [r, g, b, a] = at(0, 0);
    expect(a).toBe(255);
    expect(r).toBeGreaterThanOrEqual(0x1e);
    expect(g).toBeGreaterThanOrEqual(0x3c);
    expect(b).toBeGreaterThanOrEqual(0x72);
    expect(b! - r!).toBeGreaterThan(60);
    const same = await get('/media/gen/cover/8.png');
    const other = await get('/media/gen/cover/9.png');
    expect(same.rawPayload.equals(res.rawPayload)).toBe(true);
    expect(other.rawPayload.equals(res.rawPayload)).toBe(false);
  });

  it('draws an avatar PNG as a disc on a transparent square', async () => {
    const { w, h, at } = decode((await get('/media/gen/avatar/3.png')).rawPayload);
    expect([w, h]).toEqual([160, 160]);
    expect(at(0, 0)[3]).toBe(0);
    expect(at(80, 80)[3]).toBe(255);
  });

  it('answers 404 with an empty body for a bad kind or file', async () => {
    for (const url of [
      '/media/gen/evil/1.svg',
      '/media/gen/toString/1.svg',
      '/media/gen/cover/x.svg',
      '/media/gen/cover/1.jpg',
      '/media/gen/cover/1.svg.png',
      '/media/gen/cover/1234567.svg',
      '/media/gen/cover/-1.svg',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).toBe('');
    }
  });
});
