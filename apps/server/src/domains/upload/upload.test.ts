import fs from 'node:fs';
import path from 'node:path';
import { Code } from '@app/contract/codes';
import { type FileKind, UPLOAD_RULES } from '@app/contract/constants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as f from '../../battery/files';
import { uploadFile } from '../../battery/multipart';
import { type UploadKit, uploadKit } from './test-kit';

/** QUALITY B9: kinds by content, caps, nothing left behind, zip bombs and zip-slip, access. */
const MB = 1024 * 1024;
const PAPER_CAP = 2048;
const TASK_CAP = 4096;

let k: UploadKit;
beforeAll(async () => {
  k = await uploadKit({ paperUploadMaxBytes: PAPER_CAP, taskAttachmentMaxBytes: TASK_CAP });
});
afterAll(() => k.close());

const SAMPLES: Record<FileKind, () => Buffer> = {
  png: f.png,
  jpg: f.jpg,
  gif: f.gif,
  pdf: f.pdf,
  doc: f.doc,
  docx: f.docx,
  zip: () => f.zip([{ name: 'works/a.txt', data: Buffer.from('portfolio') }]),
  rar: f.rar,
};

const send: UploadKit['send'] = (...args) => k.send(...args);
const leftovers = () => k.leftovers();
const uploadsDir = () => k.dir;

describe('accepted and refused kinds per upload type', () => {
  for (const [type, rule] of Object.entries(UPLOAD_RULES)) {
    it(`${type}: accepts ${rule.kinds.join('/')} and refuses every other kind`, async () => {
      for (const kind of Object.keys(SAMPLES) as FileKind[]) {
        const r = await send(type, SAMPLES[kind](), `sample.${kind}`);
        if (rule.kinds.includes(kind)) {
          expect(r.code, `${type} ${kind}: ${r.codeMsg}`).toBe(0);
          expect(r.data.url).toBe(`/uploads/${r.data.fileId}`);
          expect(r.data.fileId).toMatch(/^[0-9a-f]{32}$/);
          expect(r.data.size).toBe(SAMPLES[kind]().length);
        } else {
          expect(r.code, `${type} ${kind}`).toBe(Code.UPLOAD_TYPE);
          // The message names the allowed kinds.
          for (const k of rule.kinds) expect(r.codeMsg).toContain(k.toUpperCase());
        }
      }
    });
  }
});

describe('files that lie about their kind (QUALITY B9)', () => {
  const cases: [string, string, Buffer, string][] = [
    ['an EXE renamed .jpg', 'licence', f.exe(), 'photo.jpg'],
    ['an EXE renamed .jpg, widest kind', 'appeal', f.exe(), 'photo.jpg'],
    ['a shell script renamed .pdf', 'paper', f.shellScript(), 'paper.pdf'],
    ['a shell script renamed .pdf, task attachment', 'taskAttachment', f.shellScript(), 'paper.pdf'],
    ['an HTML file renamed .docx', 'resume', f.html(), 'cv.docx'],
    ['a GIF+HTML polyglot as an image', 'avatar', f.gifHtmlPolyglot(), 'me.png'],
    ['a GIF+HTML polyglot as an appeal', 'appeal', f.gifHtmlPolyglot(), 'proof.jpg'],
    ['an SVG with script as an image', 'certImage', f.svgWithScript(), 'cert.png'],
    ['an Excel sheet (OLE2, no WordDocument) as Word', 'resume', f.ole2(['Workbook']), 'cv.doc'],
  ];
  for (const [what, type, data, name] of cases) {
    it(`refuses ${what}, leaving nothing behind`, async () => {
      const before = await leftovers();
      const r = await send(type, data, name, { contentType: name.endsWith('.pdf') ? 'application/pdf' : 'image/jpeg' });
      expect(r.code).toBe(Code.UPLOAD_TYPE);
      expect(await leftovers()).toEqual(before);
    });
  }
});

describe('size caps', () => {
  const capCases: [string, number, () => Buffer, string][] = [
    ['paper (configured)', PAPER_CAP, f.pdf, '2K'],
    ['taskAttachment (configured)', TASK_CAP, f.jpg, '4K'],
    ['licence (5M)', 5 * MB, f.png, '5M'],
    ['withdrawId (10M)', 10 * MB, f.jpg, '10M'],
  ];
  const typeOf = (label: string) => label.split(' ')[0]!;
  for (const [label, cap, sample, limit] of capCases) {
    it(`${label}: exactly the cap is accepted, one byte more refused with nothing left`, async () => {
      const ok = await send(typeOf(label), f.padTo(sample(), cap), 'exact.bin');
      expect(ok.code, ok.codeMsg).toBe(0);
      expect(ok.data.size).toBe(cap);
      expect(fs.statSync(path.join(uploadsDir(), ok.data.fileId)).size).toBe(cap);
      const before = await leftovers();
      const over = await send(typeOf(label), f.padTo(sample(), cap + 1), 'over.bin');
      expect(over.code).toBe(Code.UPLOAD_TOO_LARGE);
      expect(over.codeMsg).toContain(limit);
      expect(await leftovers()).toEqual(before);
    });
  }

  it('refuses far over the cap too, without keeping the file', async () => {
    const before = await leftovers();
    const r = await send('paper', f.padTo(f.pdf(), 3 * MB), 'big.pdf');
    expect(r.code).toBe(Code.UPLOAD_TOO_LARGE);
    expect(await leftovers()).toEqual(before);
  });
});

describe('zip bombs and zip-slip are stored, never extracted', () => {
  it('accepts them as opaque zips and writes nothing but the one file', async () => {
    const bomb = f.zip([{ name: 'zeros.bin', data: Buffer.alloc(20 * MB), deflate: true }]);
    const slip = f.zip([
      { name: '../../../../tmp/evil.sh', data: f.shellScript() },
      { name: '/etc/cron.d/evil', data: f.shellScript() },
    ]);
    for (const data of [bomb, slip]) {
      const before = await leftovers();
      const r = await send('portfolio', data, 'works.zip');
      expect(r.code, r.codeMsg).toBe(0);
      const after = await leftovers();
      expect(after.rows).toBe(before.rows + 1);
      expect(after.files).toEqual([...before.files, path.join(uploadsDir(), r.data.fileId)].sort());
      expect(fs.readFileSync(path.join(uploadsDir(), r.data.fileId)).equals(data)).toBe(true);
    }
  });
});

describe('who may upload, and malformed requests', () => {
  it('refuses a visitor with 1001 and keeps nothing', async () => {
    const before = await leftovers();
    const r = await uploadFile(k.t, 'avatar', { filename: 'a.png', data: f.png() });
    expect(r.code).toBe(Code.NOT_LOGGED_IN);
    expect(await leftovers()).toEqual(before);
  });

  it('refuses an unknown type, a body without a file, and a non-multipart body', async () => {
    expect((await send('exe', f.png(), 'a.png')).code).toBe(Code.INVALID_INPUT);
    const noFile = await uploadFile(k.t, 'avatar', { field: 'note', data: 'hello' }, { cookie: k.cookie });
    expect(noFile.code).toBe(Code.INVALID_INPUT);
    const form = await k.t.call('/service/common/file/common/avatar', { file: 'x' }, { cookie: k.cookie });
    expect(form.code).toBe(Code.UNSUPPORTED_MEDIA);
  });

  it('answers a broken multipart body with a client code, not a server error', async () => {
    const inject = (contentType: string, payload: string) =>
      k.t.app.inject({
        method: 'POST',
        url: '/service/common/file/common/avatar',
        headers: { 'content-type': contentType, cookie: k.cookie },
        payload,
      });
    const noBoundary = (await inject('multipart/form-data', '--x\r\n')).json();
    const truncated = (
      await inject(
        'multipart/form-data; boundary=zz',
        '--zz\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\n\x89PNG',
      )
    ).json();
    for (const r of [noBoundary, truncated]) {
      expect(r.code).not.toBe(0);
      expect(r.code).not.toBe(Code.SERVER_ERROR);
    }
    expect(fs.readdirSync(path.join(uploadsDir(), 'tmp'))).toEqual([]);
  });
});
