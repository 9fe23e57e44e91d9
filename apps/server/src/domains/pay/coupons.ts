import type { TOrderKind } from '@app/contract/calls/order';
import type { Lang } from '@app/contract/messages';
import { and, count, desc, eq, gt, isNotNull, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import type { Deps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import { type PageInput, offsetOf } from '../cms/paging';
import { pick } from '../meeting/pick';
import type { OrderRow } from '../order/paid-hooks';
import { orders } from '../order/schema';
import { lockOn } from '../order/states';
import { isUniqueViolation } from '../staff/db-errors';
import { couponTemplates, coupons } from './schema';
import { raceSwitches } from '../order/states';

type Template = typeof couponTemplates.$inferSelect;
type Coupon = typeof coupons.$inferSelect;

/** What a template takes off an amount: amount off, or a percentage with the payer's part rounded up. */
export function discountOf(t: Pick<Template, 'type' | 'amountOffFen' | 'discountPercent'>, amountFen: number): number {
  if (t.type === 'amount') return Math.min(t.amountOffFen, amountFen);
  const payable = Math.ceil((amountFen * (100 - t.discountPercent)) / 100);
  return amountFen - payable;
}

export function ruleOf(t: Template, lang: Lang) {
  return {
    title: pick(lang, t.title, t.titleEn),
    type: t.type as 'amount' | 'discount',
    amountOffFen: t.amountOffFen,
    discountPercent: t.discountPercent,
    thresholdFen: t.thresholdFen,
    scope: t.scope as TOrderKind[],
    validFrom: t.validFrom.toISOString(),
    validUntil: t.validUntil.toISOString(),
  };
}

/** Why a coupon cannot pay an order now, as a message key; null when it can. */
function refusal(c: Coupon, t: Template, order: OrderRow, now: Date): string | null {
  if (c.orderId !== null && c.orderId !== order.id) return 'coupon.used';
  if (c.expiresAt <= now || t.validFrom > now) return 'coupon.expired';
  if (!t.scope.includes(order.kind)) return 'coupon.scope';
  if (order.amountFen < t.thresholdFen) return 'coupon.threshold';
  return null;
}

/** Takes the coupon off the order again (order cancelled, or another coupon chosen). */
export async function releaseCoupon(tx: DbOrTx, order: OrderRow) {
  if (order.couponId === null) return order;
  await tx
    .update(coupons)
    .set({ orderId: null, usedAt: null })
    .where(and(eq(coupons.id, order.couponId), eq(coupons.orderId, order.id)));
  await tx.update(orders).set({ couponId: null, discountFen: 0 }).where(eq(orders.id, order.id));
  return { ...order, couponId: null, discountFen: 0 };
}

/**
 * Applies one of the user's coupons to an unpaid order inside the paying transaction. The coupon
 * is taken by one conditional UPDATE (`order_id is null`), so concurrent payments with one
 * coupon let exactly one through; the unique keys on both sides back it up.
 */
export async function applyCoupon(
  tx: DbOrTx,
  order: OrderRow,
  couponId: number | undefined,
  now: Date,
): Promise<OrderRow> {
  if (couponId === undefined || couponId === order.couponId) return order;
  const [row] = await tx
    .select({ c: coupons, t: couponTemplates })
    .from(coupons)
    .innerJoin(couponTemplates, eq(couponTemplates.id, coupons.templateId))
    .where(and(eq(coupons.id, couponId), eq(coupons.userId, order.userId)));
  if (!row) throw new AppError('COUPON_NOT_APPLICABLE', { field: 'couponId' });
  const why = refusal(row.c, row.t, order, now);
  if (why) throw new AppError('COUPON_NOT_APPLICABLE', { field: 'couponId' }, why);
  // QUALITY B1's negative control needs a window between that check and the taking below (tests only).
  if (raceSwitches.widenMs && process.env.VITEST) await new Promise((r) => setTimeout(r, raceSwitches.widenMs));
  const current = await releaseCoupon(tx, order);
  const cond = [eq(coupons.id, couponId), eq(coupons.userId, order.userId)];
  if (lockOn('couponCondition')) cond.push(isNull(coupons.orderId));
  const taken = await tx
    .update(coupons)
    .set({ orderId: order.id, usedAt: now })
    .where(and(...cond))
    .returning({ id: coupons.id });
  if (!taken.length) throw new AppError('COUPON_NOT_APPLICABLE', { field: 'couponId' }, 'coupon.used');
  const discountFen = discountOf(row.t, order.amountFen);
  await tx.update(orders).set({ couponId, discountFen }).where(eq(orders.id, order.id));
  return { ...current, couponId, discountFen };
}

/** The applied coupon of an order, for views. */
export async function appliedCoupon(db: DbOrTx, order: OrderRow, lang: Lang) {
  if (order.couponId === null) return null;
  const [t] = await db
    .select({ title: couponTemplates.title, titleEn: couponTemplates.titleEn })
    .from(coupons)
    .innerJoin(couponTemplates, eq(couponTemplates.id, coupons.templateId))
    .where(eq(coupons.id, order.couponId));
  return { id: order.couponId, title: t ? pick(lang, t.title, t.titleEn) : '', discountFen: order.discountFen };
}

/** The user's coupons that could pay this order now, best first. */
export async function usableCoupons(db: DbOrTx, order: OrderRow, lang: Lang, now: Date) {
  const rows = await db
    .select({ c: coupons, t: couponTemplates })
    .from(coupons)
    .innerJoin(couponTemplates, eq(couponTemplates.id, coupons.templateId))
    .where(
      and(
        eq(coupons.userId, order.userId),
        or(isNull(coupons.orderId), eq(coupons.orderId, order.id)),
        gt(coupons.expiresAt, now),
        lte(couponTemplates.validFrom, now),
        lte(couponTemplates.thresholdFen, order.amountFen),
        sql`${order.kind} = any(${couponTemplates.scope})`,
      ),
    );
  return rows
    .map(({ c, t }) => {
      const discountFen = discountOf(t, order.amountFen);
      return {
        id: c.id,
        title: pick(lang, t.title, t.titleEn),
        discountFen,
        payableFen: order.amountFen - discountFen,
        expiresAt: c.expiresAt.toISOString(),
      };
    })
    .sort((a, b) => b.discountFen - a.discountFen || a.id - b.id);
}

export async function frontView(deps: Deps, code: string, userId: number | null, lang: Lang) {
  const [t] = await deps.db.select().from(couponTemplates).where(eq(couponTemplates.code, code));
  if (!t) throw new AppError('NOT_FOUND');
  const now = deps.clock.now();
  let drawn = false;
  if (userId !== null) {
    const [n] = await deps.db
      .select({ n: count() })
      .from(coupons)
      .where(and(eq(coupons.templateId, t.id), eq(coupons.userId, userId), eq(coupons.source, 'draw')));
    drawn = (n?.n ?? 0) > 0;
  }
  const remaining = t.stock === null ? null : Math.max(0, t.stock - t.drawn);
  const open = t.drawable && t.validFrom <= now && now < t.validUntil;
  return { ...ruleOf(t, lang), code: t.code, remaining, drawn, drawable: open && remaining !== 0 && !drawn };
}

function statusOf(c: Coupon, now: Date): 'unused' | 'used' | 'expired' {
  if (c.orderId !== null) return 'used';
  return c.expiresAt <= now ? 'expired' : 'unused';
}

async function myCoupon(db: DbOrTx, c: Coupon, t: Template, lang: Lang, now: Date) {
  let orderNo: string | null = null;
  if (c.orderId !== null) {
    const [o] = await db.select({ no: orders.orderNo }).from(orders).where(eq(orders.id, c.orderId));
    orderNo = o?.no ?? null;
  }
  return {
    ...ruleOf(t, lang),
    id: c.id,
    status: statusOf(c, now),
    orderNo,
    drawnAt: c.drawnAt.toISOString(),
  };
}

/**
 * Draws a coupon: the template row is locked so the stock count cannot be overrun, and the
 * unique (template, user) key for drawn coupons refuses a second one, also in parallel.
 */
export async function drawCoupon(deps: Deps, userId: number, code: string, lang: Lang) {
  const now = deps.clock.now();
  try {
    return await deps.db.transaction(async (tx) => {
      const [t] = await tx.select().from(couponTemplates).where(eq(couponTemplates.code, code)).for('update');
      if (!t) throw new AppError('NOT_FOUND');
      if (!t.drawable || now < t.validFrom || now >= t.validUntil)
        throw new AppError('OUT_OF_WINDOW', {}, 'coupon.notOpen');
      const [had] = await tx
        .select({ id: coupons.id })
        .from(coupons)
        .where(and(eq(coupons.templateId, t.id), eq(coupons.userId, userId), eq(coupons.source, 'draw')));
      if (had) throw new AppError('ALREADY_SUBMITTED', {}, 'coupon.alreadyDrawn');
      if (t.stock !== null && t.drawn >= t.stock) throw new AppError('INVALID_STATE', {}, 'coupon.soldOut');
      const [c] = await tx
        .insert(coupons)
        .values({ templateId: t.id, userId, source: 'draw', drawnAt: now, expiresAt: t.validUntil })
        .returning();
      await tx
        .update(couponTemplates)
        .set({ drawn: sql`${couponTemplates.drawn} + 1` })
        .where(eq(couponTemplates.id, t.id));
      return myCoupon(tx, c!, t, lang, now);
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError('ALREADY_SUBMITTED', {}, 'coupon.alreadyDrawn');
    throw err;
  }
}

/** Gives a user a coupon of a template (gift codes), inside the caller's transaction. */
export async function grantCoupon(tx: DbOrTx, userId: number, templateId: number, now: Date) {
  const [t] = await tx.select().from(couponTemplates).where(eq(couponTemplates.id, templateId));
  if (!t) throw new AppError('NOT_FOUND');
  await tx.insert(coupons).values({ templateId, userId, source: 'gift', drawnAt: now, expiresAt: t.validUntil });
  return t;
}

export async function listCoupons(
  deps: Deps,
  userId: number,
  status: 'unused' | 'used' | 'expired',
  p: PageInput,
  lang: Lang,
) {
  const now = deps.clock.now();
  const conds: SQL[] = [eq(coupons.userId, userId)];
  if (status === 'used') conds.push(isNotNull(coupons.orderId));
  else
    conds.push(isNull(coupons.orderId), status === 'unused' ? gt(coupons.expiresAt, now) : lte(coupons.expiresAt, now));
  const where = and(...conds);
  const [rows, [total]] = await Promise.all([
    deps.db
      .select({ c: coupons, t: couponTemplates })
      .from(coupons)
      .innerJoin(couponTemplates, eq(couponTemplates.id, coupons.templateId))
      .where(where)
      .orderBy(desc(coupons.id))
      .limit(p.pageSize)
      .offset(offsetOf(p)),
    deps.db.select({ n: count() }).from(coupons).where(where),
  ]);
  const list = [];
  for (const r of rows) list.push(await myCoupon(deps.db, r.c, r.t, lang, now));
  return { list, total: total?.n ?? 0, page: p.page, pageSize: p.pageSize };
}
