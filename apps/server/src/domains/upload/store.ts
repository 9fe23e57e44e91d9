import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FileKind } from '@app/contract/constants';
import { fileReader } from './file-reader';
import { sniff } from './sniff';

/** Stored files are named by a random 128-bit id (hex), never by anything the user sent. */
export const newFileId = () => randomBytes(16).toString('hex');
export const FILE_ID_RE = /^[0-9a-f]{32}$/;

export const uploadsDir = (dataDir: string) => path.join(dataDir, 'uploads');
export const tmpDir = (dataDir: string) => path.join(uploadsDir(dataDir), 'tmp');

export interface Received {
  path: string;
  size: number;
  /** More bytes came than the cap allows. */
  tooLarge: boolean;
}

/**
 * Streams an upload to a temp file while counting bytes, so memory stays bounded whatever the
 * size. Bytes past the cap are counted and dropped (the request must still be read to its end).
 * On any failure the temp file is removed before the error goes on.
 */
export async function receiveToTemp(stream: Readable, dir: string, cap: number): Promise<Received> {
  await fs.promises.mkdir(dir, { recursive: true });
  const tmp = path.join(dir, `${newFileId()}.part`);
  let size = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _enc, done) {
      size += chunk.length;
      done(null, size > cap ? undefined : chunk);
    },
  });
  // Opened before streaming starts: a lazily opened stream could create the file after a failed
  // request had already removed it.
  const fh = await fs.promises.open(tmp, 'wx', 0o600);
  try {
    await pipeline(stream, counter, fh.createWriteStream());
  } catch (err) {
    await fh.close().catch(() => {});
    await fs.promises.rm(tmp, { force: true });
    throw err;
  }
  return { path: tmp, size, tooLarge: size > cap };
}

export async function sniffPath(file: string, size: number): Promise<FileKind | null> {
  const fh = await fs.promises.open(file, 'r');
  try {
    return await sniff(fileReader(fh, size));
  } finally {
    await fh.close();
  }
}

const DAY_MS = 24 * 3600 * 1000;

/** Temp files a crashed process left behind; an upload in flight is never a day old. */
export async function sweepTemp(dir: string, now: number): Promise<void> {
  const names = await fs.promises.readdir(dir).catch(() => [] as string[]);
  for (const name of names) {
    const p = path.join(dir, name);
    const st = await fs.promises.stat(p).catch(() => null);
    if (st?.isFile() && now - st.mtimeMs > DAY_MS) await fs.promises.rm(p, { force: true });
  }
}
