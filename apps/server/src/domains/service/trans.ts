import type { TOrderStatus } from '../order/types';
import {
  AFTER_SALES_DAYS,
  PRICE_PER_THOUSAND_FEN,
  quoteFen,
  type TLanguagePair,
  type TRANS_TABS,
  type TTransBrief,
  type TTransDetail,
  type TTransProgress,
  type TTransType,
  TURNAROUND_DAYS,
  TURNAROUND_FACTOR_PCT,
  type TTurnaround,
} from '@app/contract/calls/service';
import { and, asc, count, desc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import type { Deps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import { type PageInput, offsetOf } from '../cms/paging';
import { orders } from '../order/schema';
import { createOrder } from '../order/states';
import { users } from '../passport/schema';
import { ATTACHMENT_TYPES, DOC_TYPES, fileOut, requireOwnUpload, transFileUrl, uploadsById } from './files';
import { transEvents, transOrders } from './schema';
import { moveTrans } from './states';

const DAY_MS = 24 * 3600 * 1000;

export function transQuote(i: { type: TTransType; turnaround: TTurnaround; wordCount: number }) {
  return {
    amountFen: quoteFen(i.type, i.turnaround, i.wordCount),
    perThousandFen: PRICE_PER_THOUSAND_FEN[i.type],
    factorPct: TURNAROUND_FACTOR_PCT[i.turnaround],
    days: TURNAROUND_DAYS[i.turnaround],
  };
}

export interface TransInput {
  type: TTransType;
  languagePair: TLanguagePair;
  field: string;
  wordCount: number;
  turnaround: TTurnaround;
  fileId: string;
  remark: string;
  quotedFen?: number;
}

/** Creates the `translation` order and its progress row in one transaction. */
export async function createTrans(deps: Deps, userId: number, i: TransInput) {
  const amountFen = quoteFen(i.type, i.turnaround, i.wordCount);
  if (i.quotedFen !== undefined && i.quotedFen !== amountFen)
    throw new AppError('INVALID_STATE', { amount: (amountFen / 100).toFixed(2) }, 'service.priceChanged');
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    await requireOwnUpload(tx, userId, i.fileId, DOC_TYPES, 'fileId', 'service.fileRequired');
    const order = await createOrder(tx, {
      kind: 'translation',
      userId,
      meetingId: null,
      amountFen,
      now,
      actor: { kind: 'user', id: userId },
    });
    const [row] = await tx
      .insert(transOrders)
      .values({
        orderId: order.id,
        userId,
        type: i.type,
        languagePair: i.languagePair,
        field: i.field,
        wordCount: i.wordCount,
        turnaround: i.turnaround,
        remark: i.remark,
        fileId: i.fileId,
        progress: 'awaiting_payment',
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    await tx.insert(transEvents).values({
      transId: row!.id,
      fromProgress: null,
      toProgress: 'awaiting_payment',
      actorKind: 'user',
      actorId: userId,
      at: now,
    });
    // A free order (never with this price table, but createOrder allows it) starts at once.
    if (order.status === 'paid')
      await moveTrans(tx, { orderId: order.id }, 'queued', { kind: 'system', id: null }, now, { note: 'paid' });
    return { orderId: order.id, amountFen, orderStatus: order.status as TOrderStatus };
  });
}

/** The paid hook: runs inside the transaction that marks the order paid. */
export async function transPaid(tx: DbOrTx, order: { id: number }, now: Date) {
  await moveTrans(tx, { orderId: order.id }, 'queued', { kind: 'system', id: null }, now, { note: 'paid' });
}

function transQuery(db: DbOrTx) {
  return db
    .select({ t: transOrders, o: orders })
    .from(transOrders)
    .innerJoin(orders, eq(orders.id, transOrders.orderId));
}
type Row = { t: typeof transOrders.$inferSelect; o: typeof orders.$inferSelect };

const toBrief = ({ t, o }: Row): TTransBrief => ({
  id: o.id,
  orderNo: o.orderNo,
  orderStatus: o.status as TOrderStatus,
  progress: t.progress as TTransProgress,
  type: t.type as TTransType,
  languagePair: t.languagePair as TLanguagePair,
  field: t.field as TTransBrief['field'],
  wordCount: t.wordCount,
  turnaround: t.turnaround as TTurnaround,
  amountFen: o.amountFen,
  createdAt: o.createdAt.toISOString(),
});

const TAB_WHERE: Record<(typeof TRANS_TABS)[number], SQL | undefined> = {
  all: undefined,
  unpaid: and(
    eq(transOrders.progress, 'awaiting_payment'),
    inArray(orders.status, ['unpaid', 'paying', 'voucher_review']),
  ),
  working: inArray(transOrders.progress, ['queued', 'in_progress', 'after_sales']),
  delivered: eq(transOrders.progress, 'delivered'),
  done: or(inArray(transOrders.progress, ['completed', 'closed']), inArray(orders.status, ['cancelled', 'refunded'])),
};

export async function transList(db: DbOrTx, userId: number, tab: (typeof TRANS_TABS)[number], p: PageInput) {
  const where = and(eq(transOrders.userId, userId), TAB_WHERE[tab]);
  const [rows, [total]] = await Promise.all([
    transQuery(db)
      .where(where)
      .orderBy(desc(transOrders.createdAt), desc(transOrders.id))
      .limit(p.pageSize)
      .offset(offsetOf(p)),
    db.select({ n: count() }).from(transOrders).innerJoin(orders, eq(orders.id, transOrders.orderId)).where(where),
  ]);
  return { list: rows.map(toBrief), total: total?.n ?? 0, page: p.page, pageSize: p.pageSize };
}

export const afterSalesUntil = (deliveredAt: Date | null) =>
  deliveredAt ? new Date(deliveredAt.getTime() + AFTER_SALES_DAYS * DAY_MS) : null;

async function detailOf(db: DbOrTx, row: Row, now: Date, viewer: 'user' | 'staff'): Promise<TTransDetail> {
  const events = await db
    .select()
    .from(transEvents)
    .where(eq(transEvents.transId, row.t.id))
    .orderBy(asc(transEvents.id));
  const files = await uploadsById(db, [row.t.fileId, row.t.deliveredFileId, ...events.map((e) => e.fileId)]);
  const url = (id: string) => transFileUrl(row.o.id, id);
  const until = afterSalesUntil(row.t.deliveredAt);
  const delivered = row.t.progress === 'delivered';
  return {
    ...toBrief(row),
    remark: row.t.remark,
    manuscript: fileOut(files.get(row.t.fileId), url),
    delivered: row.t.deliveredFileId ? fileOut(files.get(row.t.deliveredFileId), url) : null,
    deliveredAt: row.t.deliveredAt?.toISOString() ?? null,
    afterSalesUntil: delivered && until ? until.toISOString() : null,
    canConfirm: viewer === 'user' && delivered && row.o.status === 'paid',
    canAfterSales: viewer === 'user' && delivered && row.o.status === 'paid' && !!until && now <= until,
    events: events.map((e) => ({
      from: e.fromProgress,
      to: e.toProgress,
      actor: e.actorKind,
      note: e.note,
      file: e.fileId ? fileOut(files.get(e.fileId), url) : null,
      at: e.at.toISOString(),
    })),
  };
}

/** The caller's translation order by its order id; another user's is not found. */
export async function transDetails(deps: Deps, userId: number, orderId: number) {
  const [row] = await transQuery(deps.db).where(and(eq(orders.id, orderId), eq(transOrders.userId, userId)));
  if (!row) throw new AppError('NOT_FOUND');
  return detailOf(deps.db, row, deps.clock.now(), 'user');
}

/** A refunded or otherwise unpaid order is not accepted or reworked, whatever its progress. */
async function requirePaid(tx: DbOrTx, orderId: number, userId: number) {
  const [o] = await tx
    .select({ status: orders.status, userId: orders.userId })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (!o || o.userId !== userId) throw new AppError('NOT_FOUND');
  if (o.status !== 'paid') throw new AppError('INVALID_STATE');
}

export async function transConfirm(deps: Deps, userId: number, orderId: number) {
  return deps.db.transaction(async (tx) => {
    await requirePaid(tx, orderId, userId);
    const r = await moveTrans(tx, { orderId }, 'completed', { kind: 'user', id: userId }, deps.clock.now(), {
      expectUserId: userId,
      note: 'accepted',
    });
    return { progress: r.progress };
  });
}

export async function transAfterSales(deps: Deps, userId: number, orderId: number, reason: string, fileId?: string) {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const [t] = await tx.select().from(transOrders).where(eq(transOrders.orderId, orderId)).for('update');
    if (!t || t.userId !== userId) throw new AppError('NOT_FOUND');
    if (t.progress !== 'delivered') throw new AppError('INVALID_STATE');
    await requirePaid(tx, orderId, userId);
    const until = afterSalesUntil(t.deliveredAt);
    if (!until || now > until)
      throw new AppError('OUT_OF_WINDOW', { days: AFTER_SALES_DAYS }, 'service.afterSalesExpired');
    if (fileId) await requireOwnUpload(tx, userId, fileId, ATTACHMENT_TYPES, 'fileId', 'field.invalid');
    const r = await moveTrans(tx, { orderId }, 'after_sales', { kind: 'user', id: userId }, now, {
      expectUserId: userId,
      note: reason,
      fileId: fileId ?? null,
    });
    return { progress: r.progress };
  });
}

/* ---- staff ---- */

const userBrief = (u: { id: number; nickname: string; phone: string | null }) => ({
  id: u.id,
  nickname: u.nickname,
  phone: u.phone,
});

export async function staffTransList(
  db: DbOrTx,
  i: { progress?: TTransProgress; type?: TTransType; keyword?: string } & PageInput,
) {
  const conds: SQL[] = [];
  if (i.progress) conds.push(eq(transOrders.progress, i.progress));
  if (i.type) conds.push(eq(transOrders.type, i.type));
  if (i.keyword) {
    const k = `%${i.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conds.push(or(ilike(orders.orderNo, k), ilike(users.phone, k), ilike(users.nickname, k))!);
  }
  const where = conds.length ? and(...conds) : undefined;
  const base = () =>
    db
      .select({ t: transOrders, o: orders, u: users })
      .from(transOrders)
      .innerJoin(orders, eq(orders.id, transOrders.orderId))
      .innerJoin(users, eq(users.id, transOrders.userId));
  const [rows, [total]] = await Promise.all([
    base()
      .where(where)
      .orderBy(desc(transOrders.createdAt), desc(transOrders.id))
      .limit(i.pageSize)
      .offset(offsetOf(i)),
    db
      .select({ n: count() })
      .from(transOrders)
      .innerJoin(orders, eq(orders.id, transOrders.orderId))
      .innerJoin(users, eq(users.id, transOrders.userId))
      .where(where),
  ]);
  return {
    list: rows.map((r) => ({ ...toBrief(r), user: userBrief(r.u) })),
    total: total?.n ?? 0,
    page: i.page,
    pageSize: i.pageSize,
  };
}

export async function staffTransGet(deps: Deps, orderId: number) {
  const [row] = await transQuery(deps.db).where(eq(orders.id, orderId));
  if (!row) throw new AppError('NOT_FOUND');
  const [u] = await deps.db.select().from(users).where(eq(users.id, row.t.userId));
  return { ...(await detailOf(deps.db, row, deps.clock.now(), 'staff')), user: userBrief(u!) };
}

const ACTION_TARGET = { start: 'in_progress', deliver: 'delivered', resume: 'in_progress', close: 'closed' } as const;

export async function staffTransMove(
  deps: Deps,
  staffId: number,
  orderId: number,
  action: keyof typeof ACTION_TARGET,
  note: string,
  fileId?: string,
) {
  const now = deps.clock.now();
  const to = ACTION_TARGET[action];
  return deps.db.transaction(async (tx) => {
    const [t] = await tx.select().from(transOrders).where(eq(transOrders.orderId, orderId)).for('update');
    if (!t) throw new AppError('NOT_FOUND');
    // The action must fit the state it starts from (resume and close answer an after-sales request).
    const fromOk = { start: 'queued', deliver: 'in_progress', resume: 'after_sales', close: 'after_sales' }[action];
    if (t.progress !== fromOk) throw new AppError('INVALID_STATE');
    // A refunded order is not worked on, whatever its progress says.
    const [o] = await tx.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId));
    if (o?.status !== 'paid') throw new AppError('INVALID_STATE');
    if ((action === 'resume' || action === 'close') && !note)
      throw new AppError('INVALID_INPUT', { field: 'note' }, 'service.noteRequired');
    let set: Partial<typeof transOrders.$inferInsert> | undefined;
    if (action === 'deliver') {
      if (!fileId) throw new AppError('INVALID_INPUT', { field: 'fileId' }, 'service.deliverFile');
      await requireOwnUpload(tx, staffId, fileId, DOC_TYPES, 'fileId', 'service.deliverFile');
      set = { deliveredFileId: fileId, deliveredAt: now };
    }
    const r = await moveTrans(tx, { id: t.id }, to, { kind: 'staff', id: staffId }, now, {
      note,
      fileId: action === 'deliver' ? fileId : null,
      set,
    });
    return { progress: r.progress };
  });
}
