import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { Config } from '../../config';
import { createTestApp, loginAs, type TestApp } from '../../test/app';
import { createUser } from '../../test/factories';
import { makeMeeting, register } from '../meeting/test-kit';
import type { meetingSettings } from '../meeting/schema';
import { orders } from '../order/schema';
import { createOrder } from '../order/states';

/** An app with its own data folder (issued PDFs land there), staff and two users signed in. */
export interface InvoiceKit {
  t: TestApp;
  dataDir: string;
  staff: string;
  alice: string;
  bob: string;
  aliceId: number;
  bobId: number;
}

export async function invoiceKit(config: Partial<Config> = {}): Promise<InvoiceKit> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'invoice-test-'));
  const t = await createTestApp({ config: { dataDir, ...config } });
  const [s, a, b] = [
    await createUser(t.deps.db, { role: 'staff' }),
    await createUser(t.deps.db, { nickname: 'Alice' }),
    await createUser(t.deps.db, { nickname: 'Bob' }),
  ];
  return {
    t,
    dataDir,
    staff: await loginAs(t, s.phone!),
    alice: await loginAs(t, a.phone!),
    bob: await loginAs(t, b.phone!),
    aliceId: a.id,
    bobId: b.id,
  };
}

export async function closeKit(k: InvoiceKit) {
  await k.t.close();
  fs.rmSync(k.dataDir, { recursive: true, force: true });
}

/** A conference order of Alice (1,200.00 by default), paid through the staff call unless `paid: false`. */
export async function conferenceOrder(
  k: InvoiceKit,
  o: { settings?: Partial<typeof meetingSettings.$inferInsert>; paid?: boolean; feeFen?: number } = {},
) {
  const { meeting, cats } = await makeMeeting(k.t.deps.db, {
    settings: o.settings ?? {},
    categories: [{ feeFen: o.feeFen ?? 120_000 }],
  });
  const r = await register(k.t, k.alice, meeting.id, cats[0]!.id);
  if (r.code !== 0) throw new Error(r.codeMsg);
  const orderId = r.data.orderId as number;
  if (o.paid !== false) {
    const p = await k.t.call(`/service/staff/order/markPaid/${orderId}`, {}, { cookie: k.staff });
    if (p.code !== 0) throw new Error(p.codeMsg);
  }
  return { orderId, meeting };
}

/** An order of another kind for `userId`, put straight into `status` (the service flow is not the subject). */
export async function serviceOrder(k: InvoiceKit, kind: string, userId: number, status = 'paid', amountFen = 35_000) {
  const now = k.t.clock.now();
  const o = await createOrder(k.t.deps.db, {
    kind,
    userId,
    meetingId: null,
    amountFen,
    now,
    actor: { kind: 'system', id: null },
  });
  await k.t.deps.db.update(orders).set({ status }).where(eq(orders.id, o.id));
  return o.id;
}

export const personal = { titleType: 'personal', invoiceTitle: '王小明', taxNo: '', email: 'xm@example.com' };
export const company = {
  titleType: 'company',
  invoiceTitle: '北京示例科技有限公司',
  taxNo: '91110108MA01ABCD2X',
  email: 'finance@example.com',
};

export const invoicePath = (kind: string, orderId: number, action: 'view' | 'submit' | 'modify') =>
  `/service/business/order/common/invoice/${kind}/${orderId}/${action}`;
