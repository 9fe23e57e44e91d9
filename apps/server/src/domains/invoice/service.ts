import fs from 'node:fs';
import path from 'node:path';
import type { TInvoice } from '@app/contract/calls/invoice';
import { fieldLabel } from '@app/contract/field-labels';
import { MAX_SAVED_TITLES, type TInvoiceKind, titleIssue } from '@app/contract/invoice-rules';
import type { Lang } from '@app/contract/messages';
import { and, asc, count, desc, eq, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import type { Deps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import { matchAny, offsetOf, type PageInput } from '../cms/paging';
import { meetings } from '../cms/schema';
import { uploads } from '../common/schema';
import { meetingSettings } from '../meeting/schema';
import { pick } from '../meeting/pick';
import { orders } from '../order/schema';
import { users } from '../passport/schema';
import { isUniqueViolation } from '../staff/db-errors';
import { newFileId, uploadsDir } from '../upload/store';
import { drawPdf, type InvoiceFont, yuan } from './pdf';
import { invoiceEvents, invoiceTitles, invoices } from './schema';
import { auditInvoice, checkMove, lockInvoice } from './states';
import { payableOf } from '../order/states';

type OrderRow = typeof orders.$inferSelect;
type InvoiceRow = typeof invoices.$inferSelect;

export interface InvoiceFields {
  titleType: 'personal' | 'company';
  invoiceTitle: string;
  taxNo: string;
  invoiceType: TInvoiceKind;
  email: string;
  remark: string;
  saveTitle: boolean;
}

const invalid = (lang: Lang, field: string, key: string) =>
  new AppError('INVALID_INPUT', { field: fieldLabel(field, lang) }, key);

/** Kinds that never get an invoice: a wallet top-up is invoiced when the money is spent. */
const NO_INVOICE_KINDS = new Set(['topup']);

/** What was bought, for the PDF. */
const ITEMS: Record<string, { zh: string; en: string }> = {
  register: { zh: '会议注册费', en: 'Conference registration fee' },
  sci: { zh: 'SCI期刊论文服务费', en: 'SCI journal paper service' },
  translation: { zh: '翻译润色服务费', en: 'Translation and editing service' },
  papercheck: { zh: '论文查重服务费', en: 'Paper similarity check' },
};
const itemOf = (kind: string) => ITEMS[kind] ?? { zh: '服务费', en: 'Service fee' };

/** The meeting's invoice setting for a conference order; defaults (normal only) for other kinds. */
async function settingOf(db: DbOrTx, order: OrderRow, lang: Lang) {
  if (NO_INVOICE_KINDS.has(order.kind)) return { allowed: false, types: [] as TInvoiceKind[], note: '' };
  if (order.meetingId === null) return { allowed: true, types: ['normal'] as TInvoiceKind[], note: '' };
  const [s] = await db.select().from(meetingSettings).where(eq(meetingSettings.meetingId, order.meetingId)).limit(1);
  if (!s) return { allowed: true, types: ['normal'] as TInvoiceKind[], note: '' };
  const types = s.invoiceTypes.filter((t): t is TInvoiceKind => t === 'normal' || t === 'special');
  return { allowed: s.invoiceAllowed && types.length > 0, types, note: pick(lang, s.invoiceNote, s.invoiceNoteEn) };
}

/** Why a request cannot be made for this order now, or null. */
function blockedBy(order: OrderRow, allowed: boolean): string | null {
  if (order.status === 'refunded') return 'refunded';
  if (order.status === 'cancelled') return 'cancelled';
  if (order.status !== 'paid') return 'unpaid';
  return allowed ? null : 'notAllowed';
}

const BLOCK_KEYS: Record<string, string> = {
  refunded: 'invoice.refunded',
  cancelled: 'invoice.notPaid',
  unpaid: 'invoice.notPaid',
  notAllowed: 'invoice.notAllowed',
};

/** The caller's order of kind `kind`; another user's, or another kind, is not found. */
async function ownOrder(db: DbOrTx, userId: number, kind: string, id: number, lock: boolean) {
  const q = db
    .select()
    .from(orders)
    .where(and(eq(orders.id, id), eq(orders.userId, userId), eq(orders.kind, kind)));
  const [o] = lock ? await q.for('update') : await q;
  if (!o) throw new AppError('NOT_FOUND');
  return o;
}

async function orderTitles(db: DbOrTx, orderIds: number[], lang: Lang) {
  const map = new Map<number, { orderNo: string; title: string; kind: string }>();
  for (const id of orderIds) {
    if (map.has(id)) continue;
    const [r] = await db
      .select({ o: orders, title: meetings.title, titleEn: meetings.titleEn })
      .from(orders)
      .leftJoin(meetings, eq(meetings.id, orders.meetingId))
      .where(eq(orders.id, id))
      .limit(1);
    if (r)
      map.set(id, { orderNo: r.o.orderNo, kind: r.o.kind, title: r.title ? pick(lang, r.title, r.titleEn ?? '') : '' });
  }
  return map;
}

function toInvoice(row: InvoiceRow, order: { orderNo: string; title: string; kind: string }): TInvoice {
  return {
    id: row.id,
    orderId: row.orderId,
    orderKind: order.kind,
    orderNo: order.orderNo,
    orderTitle: order.title,
    status: row.status as TInvoice['status'],
    titleType: row.titleType as TInvoice['titleType'],
    invoiceTitle: row.invoiceTitle,
    taxNo: row.taxNo,
    invoiceType: row.invoiceType as TInvoice['invoiceType'],
    email: row.email,
    remark: row.remark,
    amountFen: row.amountFen,
    invoiceNo: row.invoiceNo ?? '',
    rejectReason: row.rejectReason,
    pdfUrl: row.status === 'issued' && row.fileId ? `/uploads/${row.fileId}` : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    issuedAt: row.issuedAt?.toISOString() ?? null,
  };
}

async function detailOf(db: DbOrTx, row: InvoiceRow, lang: Lang) {
  const titles = await orderTitles(db, [row.orderId], lang);
  const events = await db
    .select()
    .from(invoiceEvents)
    .where(eq(invoiceEvents.invoiceId, row.id))
    .orderBy(asc(invoiceEvents.id));
  return {
    ...toInvoice(row, titles.get(row.orderId)!),
    events: events.map((e) => ({ from: e.fromStatus, to: e.toStatus, at: e.at.toISOString(), reason: e.reason })),
  };
}

export async function viewInvoice(db: DbOrTx, lang: Lang, userId: number, kind: string, orderId: number) {
  const order = await ownOrder(db, userId, kind, orderId, false);
  const setting = await settingOf(db, order, lang);
  const [row] = await db.select().from(invoices).where(eq(invoices.orderId, order.id)).limit(1);
  const title = (await orderTitles(db, [order.id], lang)).get(order.id)!.title;
  return {
    order: {
      id: order.id,
      kind: order.kind,
      orderNo: order.orderNo,
      status: order.status,
      amountFen: payableOf(order),
      title,
    },
    setting,
    blocked: blockedBy(order, setting.allowed),
    invoice: row ? await detailOf(db, row, lang) : null,
  };
}

/** The rules a request must meet, checked under the order's row lock. */
async function checkRequest(tx: DbOrTx, order: OrderRow, f: InvoiceFields, lang: Lang) {
  const setting = await settingOf(tx, order, lang);
  const blocked = blockedBy(order, setting.allowed);
  if (blocked) throw new AppError('INVALID_STATE', {}, BLOCK_KEYS[blocked]);
  const issue = titleIssue(f);
  if (issue) throw invalid(lang, issue.field, issue.key);
  if (!setting.types.includes(f.invoiceType)) throw invalid(lang, 'invoiceType', 'invoice.typeNotAllowed');
}

const fieldValues = (f: InvoiceFields) => ({
  titleType: f.titleType,
  invoiceTitle: f.invoiceTitle,
  taxNo: f.taxNo,
  invoiceType: f.invoiceType,
  email: f.email,
  remark: f.remark,
});

/** Keeps the title for next time: the same title is refreshed, a new one added while under the cap. */
async function rememberTitle(tx: DbOrTx, userId: number, f: InvoiceFields, now: Date) {
  const same = and(
    eq(invoiceTitles.userId, userId),
    eq(invoiceTitles.titleType, f.titleType),
    eq(invoiceTitles.invoiceTitle, f.invoiceTitle),
    eq(invoiceTitles.taxNo, f.taxNo),
  );
  const [hit] = await tx.select({ id: invoiceTitles.id }).from(invoiceTitles).where(same).limit(1);
  if (hit) {
    await tx.update(invoiceTitles).set({ email: f.email, updatedAt: now }).where(eq(invoiceTitles.id, hit.id));
    return;
  }
  const [n] = await tx.select({ n: count() }).from(invoiceTitles).where(eq(invoiceTitles.userId, userId));
  if ((n?.n ?? 0) >= MAX_SAVED_TITLES) return;
  await tx.insert(invoiceTitles).values({
    userId,
    titleType: f.titleType,
    invoiceTitle: f.invoiceTitle,
    taxNo: f.taxNo,
    email: f.email,
    createdAt: now,
    updatedAt: now,
  });
}

export async function submitInvoice(
  deps: Deps,
  lang: Lang,
  userId: number,
  kind: string,
  orderId: number,
  f: InvoiceFields,
) {
  const now = deps.clock.now();
  try {
    return await deps.db.transaction(async (tx) => {
      const order = await ownOrder(tx, userId, kind, orderId, true);
      const [existing] = await tx.select({ id: invoices.id }).from(invoices).where(eq(invoices.orderId, order.id));
      if (existing) throw new AppError('ALREADY_SUBMITTED', {}, 'invoice.already');
      await checkRequest(tx, order, f, lang);
      const [row] = await tx
        .insert(invoices)
        .values({
          orderId: order.id,
          userId,
          status: 'requested',
          ...fieldValues(f),
          amountFen: payableOf(order),
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      await auditInvoice(tx, row!.id, null, 'requested', { kind: 'user', id: userId }, now, 'submitted');
      if (f.saveTitle) await rememberTitle(tx, userId, f, now);
      return detailOf(tx, row!, lang);
    });
  } catch (err) {
    // The unique index is the last word when two requests race past the check.
    if (isUniqueViolation(err)) throw new AppError('ALREADY_SUBMITTED', {}, 'invoice.already');
    throw err;
  }
}

export async function modifyInvoice(
  deps: Deps,
  lang: Lang,
  userId: number,
  kind: string,
  orderId: number,
  f: InvoiceFields,
) {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const order = await ownOrder(tx, userId, kind, orderId, true);
    const [found] = await tx.select({ id: invoices.id }).from(invoices).where(eq(invoices.orderId, order.id));
    if (!found) throw new AppError('NOT_FOUND');
    const row = await lockInvoice(tx, found.id);
    checkMove(row.status, 'requested', 'user');
    await checkRequest(tx, order, f, lang);
    const [updated] = await tx
      .update(invoices)
      .set({ ...fieldValues(f), status: 'requested', amountFen: payableOf(order), rejectReason: '', updatedAt: now })
      .where(eq(invoices.id, row.id))
      .returning();
    await auditInvoice(
      tx,
      row.id,
      row.status,
      'requested',
      { kind: 'user', id: userId },
      now,
      row.status === 'rejected' ? 'resubmitted' : 'modified',
    );
    if (f.saveTitle) await rememberTitle(tx, userId, f, now);
    return detailOf(tx, updated!, lang);
  });
}

export async function searchInvoices(db: DbOrTx, lang: Lang, userId: number, status: string | undefined, p: PageInput) {
  const conds: SQL[] = [eq(invoices.userId, userId)];
  if (status) conds.push(eq(invoices.status, status));
  const where = and(...conds);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(invoices)
      .where(where)
      .orderBy(desc(invoices.createdAt), desc(invoices.id))
      .limit(p.pageSize)
      .offset(offsetOf(p)),
    db.select({ n: count() }).from(invoices).where(where),
  ]);
  const titles = await orderTitles(
    db,
    rows.map((r) => r.orderId),
    lang,
  );
  return {
    list: rows.map((r) => toInvoice(r, titles.get(r.orderId)!)),
    total: total?.n ?? 0,
    page: p.page,
    pageSize: p.pageSize,
  };
}

export async function invoiceInfo(db: DbOrTx, lang: Lang, userId: number, id: number) {
  const [row] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.id, id), eq(invoices.userId, userId)));
  if (!row) throw new AppError('NOT_FOUND');
  return detailOf(db, row, lang);
}

// Saved titles ---------------------------------------------------------------------------------

const toTitle = (r: typeof invoiceTitles.$inferSelect) => ({
  id: r.id,
  titleType: r.titleType as 'personal' | 'company',
  invoiceTitle: r.invoiceTitle,
  taxNo: r.taxNo,
  email: r.email,
  updatedAt: r.updatedAt.toISOString(),
});

export async function listTitles(db: DbOrTx, userId: number) {
  const rows = await db
    .select()
    .from(invoiceTitles)
    .where(eq(invoiceTitles.userId, userId))
    .orderBy(desc(invoiceTitles.updatedAt), desc(invoiceTitles.id));
  return rows.map(toTitle);
}

export async function saveTitle(
  deps: Deps,
  lang: Lang,
  userId: number,
  i: { id?: number; titleType: 'personal' | 'company'; invoiceTitle: string; taxNo: string; email: string },
) {
  const issue = titleIssue(i);
  if (issue) throw invalid(lang, issue.field, issue.key);
  const now = deps.clock.now();
  const values = {
    titleType: i.titleType,
    invoiceTitle: i.invoiceTitle,
    taxNo: i.taxNo,
    email: i.email,
    updatedAt: now,
  };
  return deps.db.transaction(async (tx) => {
    if (i.id !== undefined) {
      const [row] = await tx
        .update(invoiceTitles)
        .set(values)
        .where(and(eq(invoiceTitles.id, i.id), eq(invoiceTitles.userId, userId)))
        .returning();
      if (!row) throw new AppError('NOT_FOUND');
      return toTitle(row);
    }
    // The user's row lock serialises two adds racing for the last place under the cap.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const [n] = await tx.select({ n: count() }).from(invoiceTitles).where(eq(invoiceTitles.userId, userId));
    if ((n?.n ?? 0) >= MAX_SAVED_TITLES) throw new AppError('INVALID_STATE', {}, 'invoice.titlesFull');
    const [row] = await tx
      .insert(invoiceTitles)
      .values({ userId, ...values, createdAt: now })
      .returning();
    return toTitle(row!);
  });
}

export async function deleteTitle(db: DbOrTx, userId: number, id: number) {
  const gone = await db
    .delete(invoiceTitles)
    .where(and(eq(invoiceTitles.id, id), eq(invoiceTitles.userId, userId)))
    .returning({ id: invoiceTitles.id });
  if (gone.length === 0) throw new AppError('NOT_FOUND');
  return null;
}

// Staff ----------------------------------------------------------------------------------------

export async function staffList(
  db: DbOrTx,
  lang: Lang,
  i: { status?: string; orderKind?: string; keyword: string } & PageInput,
) {
  const conds: (SQL | undefined)[] = [];
  if (i.status) conds.push(eq(invoices.status, i.status));
  if (i.orderKind) conds.push(eq(orders.kind, i.orderKind));
  if (i.keyword)
    conds.push(
      matchAny(i.keyword, [orders.orderNo, invoices.invoiceTitle, invoices.taxNo, invoices.email, invoices.invoiceNo]),
    );
  const where = and(...conds);
  const [rows, [total]] = await Promise.all([
    db
      .select({ inv: invoices, o: orders, nickname: users.nickname, title: meetings.title, titleEn: meetings.titleEn })
      .from(invoices)
      .innerJoin(orders, eq(orders.id, invoices.orderId))
      .innerJoin(users, eq(users.id, invoices.userId))
      .leftJoin(meetings, eq(meetings.id, orders.meetingId))
      .where(where)
      .orderBy(desc(invoices.createdAt), desc(invoices.id))
      .limit(i.pageSize)
      .offset(offsetOf(i)),
    db.select({ n: count() }).from(invoices).innerJoin(orders, eq(orders.id, invoices.orderId)).where(where),
  ]);
  return {
    list: rows.map((r) => ({
      ...toInvoice(r.inv, {
        orderNo: r.o.orderNo,
        kind: r.o.kind,
        title: r.title ? pick(lang, r.title, r.titleEn ?? '') : '',
      }),
      userId: r.inv.userId,
      userName: r.nickname,
    })),
    total: total?.n ?? 0,
    page: i.page,
    pageSize: i.pageSize,
  };
}

async function withUser(db: DbOrTx, detail: Awaited<ReturnType<typeof detailOf>>, userId: number) {
  const [u] = await db.select({ nickname: users.nickname }).from(users).where(eq(users.id, userId));
  return { ...detail, userId, userName: u?.nickname ?? '' };
}

export async function staffDetail(db: DbOrTx, lang: Lang, id: number) {
  const [row] = await db.select().from(invoices).where(eq(invoices.id, id));
  if (!row) throw new AppError('NOT_FOUND');
  return withUser(db, await detailOf(db, row, lang), row.userId);
}

/** Invoice numbers: FP, the Beijing date, the request id (unique because the id is). */
export const invoiceNoOf = (id: number, now: Date) =>
  `FP${new Date(now.getTime() + 8 * 3600_000).toISOString().slice(0, 10).replace(/-/g, '')}${String(id).padStart(8, '0')}`;

/** The upload row of an invoice's PDF: the request owner's file, so /uploads/{id} serves it to them. */
export const invoiceUpload = (fileId: string, userId: number, invoiceNo: string, size: number, now: Date) => ({
  id: fileId,
  userId,
  type: 'invoice',
  originalName: `invoice-${invoiceNo}.pdf`,
  mime: 'application/pdf',
  size,
  createdAt: now,
});

/** Writes an invoice PDF under data/uploads (never over an existing file); returns its path. */
export async function writeInvoiceFile(dataDir: string, fileId: string, pdf: Buffer): Promise<string> {
  const dir = uploadsDir(dataDir);
  await fs.promises.mkdir(dir, { recursive: true });
  const file = path.join(dir, fileId);
  await fs.promises.writeFile(file, pdf, { flag: 'wx', mode: 0o600 });
  return file;
}

/** Draws the PDF of a request (the order's title in both languages, read through `db`). */
export async function drawInvoicePdf(
  db: DbOrTx,
  font: InvoiceFont,
  row: InvoiceRow,
  order: OrderRow,
  invoiceNo: string,
  now: Date,
): Promise<Buffer> {
  const title = (await orderTitles(db, [order.id], 'zh')).get(order.id)!.title;
  const titleEn = (await orderTitles(db, [order.id], 'en')).get(order.id)!.title;
  const item = itemOf(order.kind);
  return drawPdf(
    {
      invoiceNo,
      issuedAt: now,
      titleType: row.titleType as 'personal' | 'company',
      invoiceTitle: row.invoiceTitle,
      taxNo: row.taxNo,
      invoiceType: row.invoiceType as TInvoiceKind,
      email: row.email,
      orderNo: order.orderNo,
      item: { zh: title ? `${item.zh}（${title}）` : item.zh, en: titleEn ? `${item.en} (${titleEn})` : item.en },
      amountFen: row.amountFen,
      remark: row.remark,
    },
    font,
  );
}

/**
 * Draws the PDF of a request, writes it under data/uploads and records it as an upload of the
 * request's owner (so /uploads/{id} serves it to the owner and staff only). Returns the file's
 * path so a caller whose transaction fails can remove it.
 */
export async function storeInvoicePdf(
  tx: DbOrTx,
  files: { dataDir: string; font: InvoiceFont },
  row: InvoiceRow,
  order: OrderRow,
  invoiceNo: string,
  now: Date,
) {
  const pdf = await drawInvoicePdf(tx, files.font, row, order, invoiceNo, now);
  const fileId = newFileId();
  const file = await writeInvoiceFile(files.dataDir, fileId, pdf);
  try {
    await tx.insert(uploads).values(invoiceUpload(fileId, row.userId, invoiceNo, pdf.length, now));
  } catch (err) {
    await fs.promises.rm(file, { force: true });
    throw err;
  }
  return { fileId, path: file };
}

/**
 * Staff issue a request: under the request's and the order's row locks (a refund cannot slip in
 * between), the PDF is drawn and stored as an upload of the order's owner, the request marked
 * issued with its audit row. A failure after the file was written removes the file.
 */
export async function issueInvoice(deps: Deps, lang: Lang, staffId: number, id: number) {
  const now = deps.clock.now();
  let written: string | null = null;
  let result: Awaited<ReturnType<typeof withUser>>;
  try {
    result = await deps.db.transaction(async (tx) => {
      // Locks in the order every invoice change takes them (the order, then the request), so a
      // user's modification racing this issue waits instead of deadlocking.
      const [peek] = await tx.select({ orderId: invoices.orderId }).from(invoices).where(eq(invoices.id, id));
      if (!peek) throw new AppError('NOT_FOUND');
      const [order] = await tx.select().from(orders).where(eq(orders.id, peek.orderId)).for('update');
      const row = await lockInvoice(tx, id);
      checkMove(row.status, 'issued', 'staff');
      if (order!.status !== 'paid')
        throw new AppError('INVALID_STATE', {}, order!.status === 'refunded' ? 'invoice.refunded' : 'invoice.notPaid');
      const invoiceNo = invoiceNoOf(row.id, now);
      const stored = await storeInvoicePdf(
        tx,
        {
          dataDir: deps.config.dataDir,
          font: { path: deps.config.invoiceFont, family: deps.config.invoiceFontFamily },
        },
        row,
        order!,
        invoiceNo,
        now,
      );
      written = stored.path;
      const fileId = stored.fileId;
      const [updated] = await tx
        .update(invoices)
        .set({ status: 'issued', invoiceNo, fileId, issuedAt: now, updatedAt: now })
        .where(eq(invoices.id, row.id))
        .returning();
      await auditInvoice(tx, row.id, row.status, 'issued', { kind: 'staff', id: staffId }, now, 'issued');
      return withUser(tx, await detailOf(tx, updated!, lang), row.userId);
    });
  } catch (err) {
    if (written) await fs.promises.rm(written, { force: true });
    throw err;
  }
  // Told by e-mail once issued (after the commit: a mail failure does not undo the invoice).
  const amount = `CNY ${yuan(result.amountFen)}`;
  await deps.providers.mail
    .send(
      result.email,
      `您的发票已开具（发票号码 ${result.invoiceNo}，金额 ${amount}），请登录后在“我的发票”中下载。\n` +
        `Your invoice ${result.invoiceNo} (${amount}) has been issued: sign in and download it under "My Invoices".`,
    )
    .catch(() => {});
  return result;
}

export async function rejectInvoice(deps: Deps, lang: Lang, staffId: number, id: number, reason: string) {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const row = await lockInvoice(tx, id);
    checkMove(row.status, 'rejected', 'staff');
    const [updated] = await tx
      .update(invoices)
      .set({ status: 'rejected', rejectReason: reason, updatedAt: now })
      .where(eq(invoices.id, row.id))
      .returning();
    await auditInvoice(tx, row.id, row.status, 'rejected', { kind: 'staff', id: staffId }, now, reason);
    return withUser(tx, await detailOf(tx, updated!, lang), row.userId);
  });
}
