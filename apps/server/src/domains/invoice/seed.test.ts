import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { users } from '../passport/schema';
import { createTestApp, loginAs, type TestApp } from '../../test/app';
import { invoices, invoiceTitles } from './schema';

let t: TestApp;
let dataDir: string;
beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'invoice-seed-'));
  t = await createTestApp({ seed: true, config: { dataDir } });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

it('seeds a requested and an issued invoice (with its PDF) and two titles for the demo user', async () => {
  const [demo] = await t.deps.db.select().from(users).where(eq(users.phone, '13800000000'));
  const rows = await t.deps.db.select().from(invoices).where(eq(invoices.userId, demo!.id));
  expect(rows.map((r) => r.status).sort()).toEqual(['issued', 'requested']);
  expect(await t.deps.db.select().from(invoiceTitles).where(eq(invoiceTitles.userId, demo!.id))).toHaveLength(2);
  const cookie = await loginAs(t, '13800000000');
  const list = await t.call('/service/business/order/common/invoice/info/search', {}, { cookie });
  const issued = list.data.list.find((i: { status: string }) => i.status === 'issued');
  const pdf = await t.app.inject({ method: 'GET', url: issued.pdfUrl, headers: { cookie } });
  expect(pdf.statusCode).toBe(200);
  expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  // Both languages read the order's conference.
  const en = await t.call(
    '/service/business/order/common/invoice/info/search',
    {},
    { cookie, headers: { cookie: `${cookie}; lang=en` } },
  );
  expect(en.data.list[0].orderTitle).not.toBe(list.data.list[0].orderTitle);
});
