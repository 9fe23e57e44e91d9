import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';

// A web build in miniature: the page template, root files and a hashed asset with its gzip copy.
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'web-dist-'));
const INDEX =
  '<!doctype html><html lang="zh-CN"><head><title>t</title></head><body><div id="root"></div></body></html>';
const ASSET = 'console.log("asset")';
fs.mkdirSync(path.join(dist, 'assets'));
fs.writeFileSync(path.join(dist, 'index.html'), INDEX);
fs.writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
fs.writeFileSync(path.join(dist, 'sw.js'), 'self.addEventListener("fetch",()=>{})');
fs.writeFileSync(path.join(dist, 'assets', 'app-1a2b.js'), ASSET);
fs.writeFileSync(path.join(dist, 'assets', 'app-1a2b.js.gz'), zlib.gzipSync(ASSET));

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { webDist: dist, webSsr: '' } });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

describe('web files', () => {
  it.each([
    ['/', {}],
    ['/', { 'accept-encoding': 'gzip, br' }],
    ['/login', {}],
    ['/meeting/12', { 'accept-encoding': 'gzip' }],
  ])('a page path %s answers the page, whatever the encodings asked for', async (url, headers) => {
    const r = await get(url, headers);
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toMatch(/^text\/html/);
    expect(r.body).toBe(INDEX);
  });

  it('hashed assets are cached for a year and sent pre-compressed when asked', async () => {
    const plain = await get('/assets/app-1a2b.js');
    expect(plain.body).toBe(ASSET);
    expect(plain.headers['cache-control']).toContain('immutable');
    const gz = await get('/assets/app-1a2b.js', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(ASSET);
  });

  it('root files are served by name and revalidated', async () => {
    for (const [url, type] of [
      ['/favicon.svg', /svg/],
      ['/sw.js', /javascript/],
    ] as const) {
      const r = await get(url);
      expect(r.statusCode).toBe(200);
      expect(r.headers['content-type']).toMatch(type);
      expect(r.headers['cache-control']).toBe('no-cache');
    }
  });

  it('an unknown call is an envelope, not a page', async () => {
    const r = await get('/service/no/such/call');
    expect(r.json()).toMatchObject({ code: expect.any(Number), data: null });
    expect(r.json().code).not.toBe(0);
  });
});
