import fs from 'node:fs';
import { Code } from '@app/contract/codes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as f from '../../battery/files';
import { type Part, uploadFile } from '../../battery/multipart';
import { loginAs } from '../../test/app';
import { createUser } from '../../test/factories';
import { type UploadKit, uploadKit } from './test-kit';

/** QUALITY B9/B10: hostile file names stay harmless data; downloads are attachments with nosniff. */
let k: UploadKit;
beforeAll(async () => {
  k = await uploadKit();
});
afterAll(() => k.close());

const send: UploadKit['send'] = (...args) => k.send(...args);
const leftovers = () => k.leftovers();
const uploadsDir = () => k.dir;

describe('hostile file names are stored as harmless data', () => {
  const nameOf = async (part: Part) => {
    const r = await uploadFile(k.t, 'avatar', part, { cookie: k.cookie });
    expect(r.code, r.codeMsg).toBe(0);
    return r.data.name as string;
  };

  it('keeps only the last path part', async () => {
    expect(await nameOf({ filename: '../../etc/passwd', data: f.png() })).toBe('passwd.png');
    expect(await nameOf({ rawFilenameParam: "filename*=UTF-8''..%2F..%2F.ssh%2Fid_rsa", data: f.png() })).toBe(
      'id_rsa.png',
    );
    expect(await nameOf({ filename: '..\\..\\Windows\\win.ini', data: f.png() })).toBe('win.ini.png');
    expect(await nameOf({ filename: '..', data: f.png() })).toBe('file.png');
  });

  it('drops NUL, newlines, bidi overrides; quotes cannot end a header', async () => {
    const nul = await nameOf({ rawFilenameParam: "filename*=UTF-8''evil%00.php%09x.png", data: f.png() });
    expect(nul).toBe('evil.phpx.png');
    expect(await nameOf({ filename: 'raw\0nul.png', data: f.png() })).toBe('rawnul.png');
    // A name with a line break is not taken as a file at all (busboy skips the part).
    const before = await leftovers();
    const crlf = { rawFilenameParam: "filename*=UTF-8''a%0D%0AX-Injected%3A%201.png", data: f.png() };
    expect((await uploadFile(k.t, 'avatar', crlf, { cookie: k.cookie })).code).toBe(Code.INVALID_INPUT);
    expect(await leftovers()).toEqual(before);
    const rlo = await nameOf({ filename: 'photo\u202Egnp.exe', data: f.png() });
    expect(rlo).not.toContain('\u202E');
    expect(rlo.endsWith('.png')).toBe(true);
    expect(await nameOf({ filename: `a"b'c.png`, data: f.png() })).toBe(`a_b'c.png`);
    expect(await nameOf({ filename: '<img src=x onerror=alert(1)>.png', data: f.png() })).not.toMatch(/[<>]/);
  });

  it('limits the name to 120 characters and keeps UTF-8 names', async () => {
    const long = await nameOf({ filename: `${'长'.repeat(1000)}.jpg`, data: f.jpg() });
    expect(Array.from(long).length).toBeLessThanOrEqual(120);
    expect(long.endsWith('.jpg')).toBe(true);
    expect(await nameOf({ filename: '我的 头像.png', data: f.png() })).toBe('我的 头像.png');
  });

  it('gives a lying extension the sniffed one, and names stored files by id only', async () => {
    expect(await nameOf({ filename: 'index.html', data: f.png() })).toBe('index.html.png');
    const stored = fs.readdirSync(uploadsDir()).filter((n) => n !== 'tmp');
    expect(stored.length).toBeGreaterThan(0);
    for (const n of stored) expect(n).toMatch(/^[0-9a-f]{32}$/);
  });
});

describe('downloads', () => {
  it('sends documents as attachments with the sniffed type, nosniff and an encoded name', async () => {
    const data = f.pdf();
    const up = await send('document', data, '论文 "终稿".pdf', { contentType: 'text/html' });
    expect(up.code).toBe(0);
    const res = await k.t.app.inject({ method: 'GET', url: up.data.url, headers: { cookie: k.cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    const cd = String(res.headers['content-disposition']);
    expect(cd.startsWith('attachment;')).toBe(true);
    expect(cd).toContain(`filename*=UTF-8''${encodeURIComponent('论文 _终稿_.pdf')}`);
    expect(cd).not.toMatch(/[\r\n]/);
    expect(res.rawPayload.equals(data)).toBe(true);
  });

  it('shows images inline, still with nosniff and a sandbox', async () => {
    const up = await send('avatar', f.png(), 'me.png');
    const res = await k.t.app.inject({ method: 'GET', url: up.data.url });
    expect(res.headers['content-type']).toBe('image/png');
    expect(String(res.headers['content-disposition'])).toMatch(/^inline;/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(String(res.headers['content-security-policy'])).toContain('sandbox');
  });

  it('answers 404 for unknown ids and for anything that is not an id', async () => {
    for (const url of [
      '/uploads/0123456789abcdef0123456789abcdef',
      '/uploads/..%2F..%2Fetc%2Fpasswd',
      '/uploads/tmp',
    ]) {
      const res = await k.t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
    }
  });
});

describe('who may download a file (QUALITY B5)', () => {
  it('gives a private file to its owner and staff only; others get the 404 of a missing file', async () => {
    const up = await send('document', f.pdf(), 'cv.pdf');
    expect(up.code).toBe(0);
    const get = (cookie?: string) =>
      k.t.app.inject({ method: 'GET', url: up.data.url, headers: cookie ? { cookie } : {} });
    expect((await get(k.cookie)).statusCode).toBe(200);
    const other = await loginAs(k.t, (await createUser(k.t.deps.db)).phone!);
    const staff = await loginAs(k.t, (await createUser(k.t.deps.db, { role: 'staff' })).phone!);
    const visitor = await get();
    expect(visitor.statusCode).toBe(404);
    expect(visitor.body).toBe('Not found');
    expect((await get(other)).statusCode).toBe(404);
    expect((await get(staff)).statusCode).toBe(200);
  });

  it('shows avatars to everyone', async () => {
    const up = await send('avatar', f.png(), 'me.png');
    expect((await k.t.app.inject({ method: 'GET', url: up.data.url })).statusCode).toBe(200);
  });
});
