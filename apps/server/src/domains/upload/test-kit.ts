import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { count } from 'drizzle-orm';
import { type Part, uploadFile } from '../../battery/multipart';
import type { Config } from '../../config';
import { createTestApp, loginAs, type TestApp } from '../../test/app';
import { createUser } from '../../test/factories';
import { uploads } from '../common/schema';

/** A test app with its own uploads folder and a signed-in user, for the upload test files. */
export interface UploadKit {
  t: TestApp;
  cookie: string;
  dir: string;
  send: (type: string, data: Buffer, filename?: string, opts?: Partial<Part>) => ReturnType<typeof uploadFile>;
  /** Rows in `uploads` and every file under the uploads folder (stored and temporary). */
  leftovers: () => Promise<{ rows: number; files: string[] }>;
  close: () => Promise<void>;
}

export async function uploadKit(config: Partial<Config> = {}): Promise<UploadKit> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'upload-test-'));
  const t = await createTestApp({ config: { dataDir, ...config } });
  const cookie = await loginAs(t, (await createUser(t.deps.db)).phone!);
  const dir = path.join(dataDir, 'uploads');
  const list = (d: string): string[] =>
    fs.existsSync(d)
      ? fs
          .readdirSync(d, { withFileTypes: true })
          .flatMap((e) => (e.isDirectory() ? list(path.join(d, e.name)) : [path.join(d, e.name)]))
      : [];
  return {
    t,
    cookie,
    dir,
    send: (type, data, filename = 'file.bin', opts = {}) =>
      uploadFile(t, type, { filename, data, ...opts }, { cookie }),
    leftovers: async () => ({
      rows: (await t.deps.db.select({ n: count() }).from(uploads))[0]!.n,
      files: list(dir).sort(),
    }),
    close: async () => {
      await t.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
