import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { Code } from '@app/contract/codes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as f from '../../battery/files';
import { type UploadKit, uploadKit } from './test-kit';

/** QUALITY B9 "memory bounded (streamed)": big uploads never sit in memory whole. */
const MB = 1024 * 1024;
const CAP = 50 * MB;

let k: UploadKit;
beforeAll(async () => {
  k = await uploadKit({ taskAttachmentMaxBytes: CAP });
});
afterAll(() => k.close());

/** A multipart body produced 64 KB at a time, so the test itself holds no big buffer. */
function* streamedJpg(boundary: string, total: number) {
  yield Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="scan.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
  );
  const head = f.jpg();
  yield head;
  const chunk = Buffer.alloc(64 * 1024, 7);
  for (let sent = head.length; sent < total; sent += chunk.length)
    yield chunk.subarray(0, Math.min(chunk.length, total - sent));
  yield Buffer.from(`\r\n--${boundary}--\r\n`);
}

/** Sends the body and samples heap plus buffer memory while the server receives it. */
async function uploadMeasured(total: number) {
  const base = process.memoryUsage();
  let peak = 0;
  const timer = setInterval(() => {
    const m = process.memoryUsage();
    peak = Math.max(peak, m.heapUsed + m.arrayBuffers - base.heapUsed - base.arrayBuffers);
  }, 2);
  try {
    const res = await k.t.app.inject({
      method: 'POST',
      url: '/service/common/file/common/taskAttachment',
      headers: { 'content-type': 'multipart/form-data; boundary=bnd', cookie: k.cookie },
      payload: Readable.from(streamedJpg('bnd', total)),
    });
    return { body: res.json(), peakMb: peak / MB };
  } finally {
    clearInterval(timer);
  }
}

describe('large uploads are streamed to disk', () => {
  it('stores a 48 MB file while memory grows far less than its size', async () => {
    const { body, peakMb } = await uploadMeasured(48 * MB);
    expect(body.code, body.codeMsg).toBe(0);
    expect(body.data.size).toBe(48 * MB);
    expect(fs.statSync(path.join(k.dir, body.data.fileId)).size).toBe(48 * MB);
    // Buffering the whole file would need at least 48 MB.
    expect(peakMb).toBeLessThan(20);
  });

  it('refuses 60 MB against a 50 MB cap, bounded, and keeps nothing', async () => {
    const before = fs.readdirSync(k.dir).sort();
    const { body, peakMb } = await uploadMeasured(60 * MB);
    expect(body.code).toBe(Code.UPLOAD_TOO_LARGE);
    expect(body.codeMsg).toContain('50M');
    expect(peakMb).toBeLessThan(20);
    expect(fs.readdirSync(k.dir).sort()).toEqual(before);
    expect(fs.readdirSync(path.join(k.dir, 'tmp'))).toEqual([]);
  });
});
