import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { createTestApp, loginAs, type TestApp } from '../../test/app';
import { createUser } from '../../test/factories';
import { uploads } from '../common/schema';
import { orders } from '../order/schema';
import { settlePaid } from '../pay/orders';

export interface SvcKit {
  t: TestApp;
  staff: string;
  staffId: number;
  alice: string;
  aliceId: number;
  bob: string;
  bobId: number;
}

export async function svcKit(): Promise<SvcKit> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'svc-test-'));
  const t = await createTestApp({ config: { dataDir } });
  const [s, a, b] = [
    await createUser(t.deps.db, { role: 'staff' }),
    await createUser(t.deps.db, { nickname: 'Alice' }),
    await createUser(t.deps.db, { nickname: 'Bob' }),
  ];
  return {
    t,
    staff: await loginAs(t, s.phone!),
    staffId: s.id,
    alice: await loginAs(t, a.phone!),
    aliceId: a.id,
    bob: await loginAs(t, b.phone!),
    bobId: b.id,
  };
}

/** An upload row, with its bytes on disk when `dataDir` is given (download tests). */
export async function makeUpload(
  db: Db,
  userId: number,
  type = 'paper',
  opts: { name?: string; dataDir?: string; bytes?: Buffer } = {},
) {
  const id = randomBytes(16).toString('hex');
  const bytes = opts.bytes ?? Buffer.from('%PDF-1.4\n% test\n');
  if (opts.dataDir) {
    const dir = path.join(opts.dataDir, 'uploads');
    await fs.promises.mkdir(dir, { recursive: true });
    await fs.promises.writeFile(path.join(dir, id), bytes);
  }
  await db.insert(uploads).values({
    id,
    userId,
    type,
    originalName: opts.name ?? 'manuscript.pdf',
    mime: 'application/pdf',
    size: bytes.length,
    createdAt: new Date('2026-03-01T00:00:00Z'),
  });
  return id;
}

/** Marks an order paid through the payment code's own settle step (state move, audit row, paid hook). */
export async function payOrder(t: TestApp, orderId: number) {
  const now = t.clock.now();
  await t.deps.db.transaction(async (tx) => {
    const [o] = await tx.select().from(orders).where(eq(orders.id, orderId));
    if (!o) throw new Error(`no order ${orderId}`);
    await settlePaid(tx, o, { kind: 'system', id: null }, now, 'staff', 'test payment');
  });
}

export const transBody = (fileId: string, over: Record<string, unknown> = {}) => ({
  type: 'translate',
  languagePair: 'zh-en',
  field: 'medicine',
  wordCount: 3000,
  turnaround: 'standard',
  fileId,
  remark: '请保留术语表',
  ...over,
});
