import type { TRegisterOrder } from '@app/contract/calls/order';
import type { Lang } from '@app/contract/messages';
import { and, asc, count, desc, eq, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import type { Deps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import { type PageInput, offsetOf } from '../cms/paging';
import { meetings } from '../cms/schema';
import { pick } from '../meeting/pick';
import { meetingCategories, registrations } from '../meeting/schema';
import { orderEvents, orders } from './schema';
import { settlePaid } from '../pay/orders';
import type { TOrderStatus } from './types';

function registerQuery(db: DbOrTx) {
  return db
    .select({
      o: orders,
      r: registrations,
      m: meetings,
      catName: meetingCategories.name,
      catNameEn: meetingCategories.nameEn,
    })
    .from(orders)
    .innerJoin(registrations, eq(registrations.orderId, orders.id))
    .innerJoin(meetings, eq(meetings.id, registrations.meetingId))
    .innerJoin(meetingCategories, eq(meetingCategories.id, registrations.categoryId));
}
type Row = Awaited<ReturnType<ReturnType<typeof registerQuery>['execute']>>[number];

const toRegisterOrder =
  (lang: Lang) =>
  (row: Row): TRegisterOrder => ({
    id: row.o.id,
    orderNo: row.o.orderNo,
    status: row.o.status as TOrderStatus,
    amountFen: row.o.amountFen,
    createdAt: row.o.createdAt.toISOString(),
    registrationId: row.r.id,
    categoryName: pick(lang, row.catName, row.catNameEn),
    meeting: {
      id: row.m.id,
      code: row.m.code,
      title: pick(lang, row.m.title, row.m.titleEn),
      city: pick(lang, row.m.city, row.m.cityEn),
      startDate: row.m.startDate,
      endDate: row.m.endDate,
    },
  });

export async function registerList(
  db: DbOrTx,
  lang: Lang,
  userId: number,
  status: TOrderStatus | undefined,
  p: PageInput,
) {
  const conds: SQL[] = [eq(orders.userId, userId), eq(orders.kind, 'register')];
  if (status) conds.push(eq(orders.status, status));
  const where = and(...conds);
  const [rows, [total]] = await Promise.all([
    registerQuery(db)
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(p.pageSize)
      .offset(offsetOf(p)),
    db.select({ n: count() }).from(orders).where(where),
  ]);
  return { list: rows.map(toRegisterOrder(lang)), total: total?.n ?? 0, page: p.page, pageSize: p.pageSize };
}

/** The caller's register order with the attendee and its history; another user's is not found. */
export async function registerDetails(db: DbOrTx, lang: Lang, userId: number, id: number) {
  const [row] = await registerQuery(db)
    .where(and(eq(orders.id, id), eq(orders.userId, userId)))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND');
  const events = await db.select().from(orderEvents).where(eq(orderEvents.orderId, id)).orderBy(asc(orderEvents.id));
  return {
    ...toRegisterOrder(lang)(row),
    attendee: {
      name: row.r.name,
      countryCode: row.r.countryCode,
      phone: row.r.phone,
      email: row.r.email,
      unit: row.r.unit,
      position: row.r.position,
    },
    events: events.map((e) => ({ from: e.fromStatus, to: e.toStatus, at: e.at.toISOString(), reason: e.reason })),
  };
}

/** Staff record a payment received outside the platform: the kind's paid hook runs with it. */
export async function markPaid(deps: Deps, staffId: number, orderId: number, reason: string) {
  return deps.db.transaction(async (tx) => {
    const [o] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
    if (!o) throw new AppError('NOT_FOUND');
    const paid = await settlePaid(
      tx,
      o,
      { kind: 'staff', id: staffId },
      deps.clock.now(),
      'staff',
      reason || 'payment received',
    );
    return { status: paid.status as TOrderStatus };
  });
}
