import { and, asc, desc, eq } from 'drizzle-orm';
import { meetings } from '../../domains/cms/schema';
import { invoiceEvents, invoices, invoiceTitles } from '../../domains/invoice/schema';
import {
  drawInvoicePdf,
  invoiceNoOf,
  invoiceUpload,
  storeInvoicePdf,
  writeInvoiceFile,
} from '../../domains/invoice/service';
import { meetingCategories, registrations } from '../../domains/meeting/schema';
import { newTicketCode } from '../../domains/meeting/tickets';
import { orderEvents, orders } from '../../domains/order/schema';
import { newOrderNo } from '../../domains/order/states';
import { uploads } from '../../domains/common/schema';
import { newFileId } from '../../domains/upload/store';
import type { Db, DbOrTx } from '../client';

/** Where issued PDFs go; without it (a caller that has no data folder) only the requested one is seeded. */
export interface SeedFiles {
  dataDir: string;
  font: { path: string; family: string };
  /**
   * Given, the issued invoice's PDF is drawn by a job run after the server answers (drawing it with a
   * CJK font is about half a second of a first start); its upload row is written in the seed.
   */
  defer?: (job: (db: Db) => Promise<void>) => void;
}

const HOUR = 3_600_000;

/**
 * Issue 4's invoice demo data for the demo user: two saved titles, a requested invoice for the paid
 * registration of issue 3's seed, and a paid registration of a past conference whose invoice was
 * issued (a real PDF under data/uploads). Runs inside seedDemo's transaction (empty database only).
 */
export async function seedInvoiceDemo(
  tx: DbOrTx,
  opts: { now: Date; userId: number; staffId: number; files?: SeedFiles },
) {
  const { now, userId, staffId } = opts;
  const company = {
    titleType: 'company',
    invoiceTitle: '北京学术科技有限公司',
    taxNo: '91110108MA01XYZ12K',
    email: 'finance@example.com',
  };
  const personal = { titleType: 'personal', invoiceTitle: '张明远', taxNo: '', email: 'demo0@example.com' };
  await tx.insert(invoiceTitles).values([
    { userId, ...company, createdAt: now, updatedAt: now },
    { userId, ...personal, createdAt: now, updatedAt: new Date(now.getTime() - HOUR) },
  ]);

  // The paid registration seeded by meetings-demo: its invoice is requested and waits for staff.
  const [paid] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.kind, 'register'), eq(orders.status, 'paid')))
    .orderBy(asc(orders.id))
    .limit(1);
  if (paid) {
    const at = new Date(now.getTime() - 2 * HOUR);
    const [row] = await tx
      .insert(invoices)
      .values({
        orderId: paid.id,
        userId,
        status: 'requested',
        ...company,
        invoiceType: 'normal',
        remark: '请备注会议名称',
        amountFen: paid.amountFen,
        createdAt: at,
        updatedAt: at,
      })
      .returning();
    await tx.insert(invoiceEvents).values({
      invoiceId: row!.id,
      fromStatus: null,
      toStatus: 'requested',
      actorKind: 'user',
      actorId: userId,
      reason: 'submitted',
      at,
    });
  }

  // A past conference the demo user attended, paid, with its invoice issued.
  if (!opts.files) return;
  // The latest conference that has ended; else any other one (the demo user is registered for one).
  const taken = paid?.meetingId ?? 0;
  const today = now.toISOString().slice(0, 10);
  const all = await tx.select().from(meetings).orderBy(desc(meetings.endDate));
  const past = all.find((m) => m.endDate < today && m.id !== taken) ?? all.find((m) => m.id !== taken);
  if (!past) return;
  const [cat] = await tx
    .select()
    .from(meetingCategories)
    .where(eq(meetingCategories.meetingId, past.id))
    .orderBy(asc(meetingCategories.sort));
  if (!cat || cat.feeFen === 0) return;
  const created = new Date(now.getTime() - 60 * 24 * HOUR);
  const [order] = await tx
    .insert(orders)
    .values({
      orderNo: newOrderNo(created, 'register'),
      kind: 'register',
      userId,
      meetingId: past.id,
      amountFen: cat.feeFen,
      status: 'paid',
      createdAt: created,
      updatedAt: created,
    })
    .returning();
  await tx.insert(orderEvents).values([
    {
      orderId: order!.id,
      fromStatus: null,
      toStatus: 'unpaid',
      actorKind: 'user',
      actorId: userId,
      reason: 'created',
      at: created,
    },
    {
      orderId: order!.id,
      fromStatus: 'unpaid',
      toStatus: 'paid',
      actorKind: 'staff',
      actorId: staffId,
      reason: 'offline transfer received',
      at: created,
    },
  ]);
  await tx.insert(registrations).values({
    meetingId: past.id,
    userId,
    categoryId: cat.id,
    orderId: order!.id,
    name: '张明远',
    countryCode: '86',
    phone: '13800000000',
    email: 'demo0@example.com',
    unit: '清华大学',
    position: '副教授',
    ticketCode: newTicketCode(),
    createdAt: created,
  });
  const asked = new Date(created.getTime() + 24 * HOUR);
  const issuedAt = new Date(created.getTime() + 3 * 24 * HOUR);
  const [inv] = await tx
    .insert(invoices)
    .values({
      orderId: order!.id,
      userId,
      status: 'requested',
      ...personal,
      invoiceType: 'normal',
      amountFen: order!.amountFen,
      createdAt: asked,
      updatedAt: asked,
    })
    .returning();
  const invoiceNo = invoiceNoOf(inv!.id, issuedAt);
  const { files } = opts;
  let fileId: string;
  if (files.defer) {
    fileId = newFileId();
    const row = { ...inv!, status: 'issued', invoiceNo, fileId, issuedAt };
    await tx.insert(uploads).values(invoiceUpload(fileId, userId, invoiceNo, 0, issuedAt));
    files.defer(async (db) => {
      const pdf = await drawInvoicePdf(db, files.font, row, order!, invoiceNo, issuedAt);
      await writeInvoiceFile(files.dataDir, fileId, pdf);
      await db.update(uploads).set({ size: pdf.length }).where(eq(uploads.id, fileId));
    });
  } else fileId = (await storeInvoicePdf(tx, files, inv!, order!, invoiceNo, issuedAt)).fileId;
  await tx
    .update(invoices)
    .set({ status: 'issued', invoiceNo, fileId, issuedAt, updatedAt: issuedAt })
    .where(eq(invoices.id, inv!.id));
  await tx.insert(invoiceEvents).values([
    {
      invoiceId: inv!.id,
      fromStatus: null,
      toStatus: 'requested',
      actorKind: 'user',
      actorId: userId,
      reason: 'submitted',
      at: asked,
    },
    {
      invoiceId: inv!.id,
      fromStatus: 'requested',
      toStatus: 'issued',
      actorKind: 'staff',
      actorId: staffId,
      reason: 'issued',
      at: issuedAt,
    },
  ]);
}
