import type { TOrderStatus } from '../order/types';
import {
  CHECK_ENGINES,
  CHECK_PRICE_FEN,
  type TCheckBrief,
  type TCheckEngine,
  type TCheckProgress,
} from '@app/contract/calls/service';
import { and, asc, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import type { Deps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import { type PageInput, offsetOf } from '../cms/paging';
import { orders } from '../order/schema';
import { createOrder } from '../order/states';
import { users } from '../passport/schema';
import { checkFileUrl, DOC_TYPES, fileOut, requireOwnUpload, uploadsById } from './files';
import { checkEvents, checkOrders } from './schema';
import { moveCheck } from './states';

export const checkEngines = () => CHECK_ENGINES.map((engine) => ({ engine, priceFen: CHECK_PRICE_FEN[engine] }));

export async function createCheck(
  deps: Deps,
  userId: number,
  i: { engine: TCheckEngine; title: string; fileId: string },
) {
  const now = deps.clock.now();
  const amountFen = CHECK_PRICE_FEN[i.engine];
  return deps.db.transaction(async (tx) => {
    await requireOwnUpload(tx, userId, i.fileId, DOC_TYPES, 'fileId', 'service.fileRequired');
    const order = await createOrder(tx, {
      kind: 'papercheck',
      userId,
      meetingId: null,
      amountFen,
      now,
      actor: { kind: 'user', id: userId },
    });
    const [row] = await tx
      .insert(checkOrders)
      .values({
        orderId: order.id,
        userId,
        engine: i.engine,
        title: i.title,
        fileId: i.fileId,
        progress: 'awaiting_payment',
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    await tx.insert(checkEvents).values({
      checkId: row!.id,
      fromProgress: null,
      toProgress: 'awaiting_payment',
      actorKind: 'user',
      actorId: userId,
      at: now,
    });
    return { orderId: order.id, amountFen, orderStatus: order.status as TOrderStatus };
  });
}

export async function checkPaid(tx: DbOrTx, order: { id: number }, now: Date) {
  await moveCheck(tx, { orderId: order.id }, 'queued', { kind: 'system', id: null }, now, { note: 'paid' });
}

type Row = { c: typeof checkOrders.$inferSelect; o: typeof orders.$inferSelect };
const checkQuery = (db: DbOrTx) =>
  db.select({ c: checkOrders, o: orders }).from(checkOrders).innerJoin(orders, eq(orders.id, checkOrders.orderId));

async function toBriefs(db: DbOrTx, rows: Row[]): Promise<TCheckBrief[]> {
  const files = await uploadsById(
    db,
    rows.flatMap((r) => [r.c.fileId, r.c.reportFileId]),
  );
  return rows.map(({ c, o }) => {
    const url = (id: string) => checkFileUrl(o.id, id);
    return {
      id: o.id,
      orderNo: o.orderNo,
      orderStatus: o.status as TOrderStatus,
      progress: c.progress as TCheckProgress,
      engine: c.engine as TCheckEngine,
      title: c.title,
      amountFen: o.amountFen,
      createdAt: o.createdAt.toISOString(),
      paper: fileOut(files.get(c.fileId), url),
      report: c.reportFileId ? fileOut(files.get(c.reportFileId), url) : null,
      similarityBp: c.similarityBp,
    };
  });
}

export async function checkList(db: DbOrTx, userId: number, p: PageInput) {
  const where = eq(checkOrders.userId, userId);
  const [rows, [total]] = await Promise.all([
    checkQuery(db)
      .where(where)
      .orderBy(desc(checkOrders.createdAt), desc(checkOrders.id))
      .limit(p.pageSize)
      .offset(offsetOf(p)),
    db.select({ n: count() }).from(checkOrders).where(where),
  ]);
  return { list: await toBriefs(db, rows), total: total?.n ?? 0, page: p.page, pageSize: p.pageSize };
}

export async function checkDetails(db: DbOrTx, userId: number, orderId: number) {
  const [row] = await checkQuery(db).where(and(eq(orders.id, orderId), eq(checkOrders.userId, userId)));
  if (!row) throw new AppError('NOT_FOUND');
  const [brief] = await toBriefs(db, [row]);
  const events = await db
    .select()
    .from(checkEvents)
    .where(eq(checkEvents.checkId, row.c.id))
    .orderBy(asc(checkEvents.id));
  const files = await uploadsById(
    db,
    events.map((e) => e.fileId),
  );
  return {
    ...brief!,
    events: events.map((e) => ({
      from: e.fromProgress,
      to: e.toProgress,
      actor: e.actorKind,
      note: e.note,
      file: e.fileId ? fileOut(files.get(e.fileId), (id) => checkFileUrl(orderId, id)) : null,
      at: e.at.toISOString(),
    })),
  };
}

export async function staffCheckList(db: DbOrTx, i: { progress?: TCheckProgress; keyword?: string } & PageInput) {
  const conds: SQL[] = [];
  if (i.progress) conds.push(eq(checkOrders.progress, i.progress));
  if (i.keyword) {
    const k = `%${i.keyword.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
    conds.push(or(ilike(orders.orderNo, k), ilike(users.phone, k), ilike(checkOrders.title, k))!);
  }
  const where = conds.length ? and(...conds) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select({ c: checkOrders, o: orders, u: users })
      .from(checkOrders)
      .innerJoin(orders, eq(orders.id, checkOrders.orderId))
      .innerJoin(users, eq(users.id, checkOrders.userId))
      .where(where)
      .orderBy(desc(checkOrders.createdAt), desc(checkOrders.id))
      .limit(i.pageSize)
      .offset(offsetOf(i)),
    db
      .select({ n: count() })
      .from(checkOrders)
      .innerJoin(orders, eq(orders.id, checkOrders.orderId))
      .innerJoin(users, eq(users.id, checkOrders.userId))
      .where(where),
  ]);
  const briefs = await toBriefs(db, rows);
  return {
    list: briefs.map((b, n) => ({
      ...b,
      user: { id: rows[n]!.u.id, nickname: rows[n]!.u.nickname, phone: rows[n]!.u.phone },
    })),
    total: total?.n ?? 0,
    page: i.page,
    pageSize: i.pageSize,
  };
}

export async function staffCheckMove(
  deps: Deps,
  staffId: number,
  orderId: number,
  action: 'start' | 'report',
  fileId?: string,
  similarityBp?: number,
) {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const [o] = await tx.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId));
    const [c] = await tx.select().from(checkOrders).where(eq(checkOrders.orderId, orderId));
    if (!o || !c) throw new AppError('NOT_FOUND');
    if (o.status !== 'paid') throw new AppError('INVALID_STATE');
    if (action === 'start') {
      const r = await moveCheck(tx, { id: c.id }, 'checking', { kind: 'staff', id: staffId }, now);
      return { progress: r.progress };
    }
    if (!fileId) throw new AppError('INVALID_INPUT', { field: 'fileId' }, 'service.reportFile');
    await requireOwnUpload(tx, staffId, fileId, DOC_TYPES, 'fileId', 'service.reportFile');
    const r = await moveCheck(tx, { id: c.id }, 'reported', { kind: 'staff', id: staffId }, now, {
      fileId,
      set: { reportFileId: fileId, similarityBp: similarityBp ?? null },
    });
    return { progress: r.progress };
  });
}
