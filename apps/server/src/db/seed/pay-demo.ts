import { and, asc, eq, gt, notInArray } from 'drizzle-orm';
import { meetings } from '../../domains/cms/schema';
import { meetingCategories, registrations } from '../../domains/meeting/schema';
import { newTicketCode } from '../../domains/meeting/tickets';
import { orders } from '../../domains/order/schema';
import { createOrder, moveOrder } from '../../domains/order/states';
import { hashPassword } from '../../domains/passport/password';
import { PAY_PW_MAX_COST } from '../../domains/pay/password';
import {
  couponTemplates,
  coupons,
  giftCodes,
  topupOrders,
  walletAccounts,
  walletLedger,
} from '../../domains/pay/schema';
import type { DbOrTx } from '../client';

/**
 * Issue 4's payment demo data (decision 013), inside seedDemo's transaction (empty database only):
 * - coupon templates; the public preview link is /personal/mycoupon/DemoWelcomeCoupon2026A;
 * - gift codes GIFT2026DEMO (50 yuan), GIFT2026COUPON (a coupon), GIFT2026USED (already used);
 * - 13800000000: wallet of 2,000 yuan from a paid top-up (with its ledger row), pay password 123456,
 *   one coupon drawn, and one unpaid register order to pay.
 */
export const DEMO_COUPON_CODE = 'DemoWelcomeCoupon2026A';
export const DEMO_PAY_PASSWORD = '123456';
const DAY = 86_400_000;

/** The demo pay password's hash, at the pay password's cost (started early: scrypt is slow). */
export const payPasswordHash = (scryptCost: number) =>
  hashPassword(DEMO_PAY_PASSWORD, Math.min(scryptCost, PAY_PW_MAX_COST));

export async function seedPayDemo(
  tx: DbOrTx,
  o: { now: Date; userId: number; staffId: number; payPasswordHash: string },
) {
  const { now, userId } = o;
  const year = new Date(now.getTime() + 365 * DAY);
  const templates = await tx
    .insert(couponTemplates)
    .values([
      {
        code: DEMO_COUPON_CODE,
        title: '新用户满500减50元券',
        titleEn: '50 yuan off orders of 500 yuan or more',
        type: 'amount',
        amountOffFen: 5_000,
        thresholdFen: 50_000,
        scope: ['register', 'sci', 'translation', 'papercheck'],
        validFrom: now,
        validUntil: year,
        stock: 1000,
        createdAt: now,
      },
      {
        code: 'DemoTranslate9Off2026A',
        title: '翻译润色九折券',
        titleEn: '10% off translation and editing',
        type: 'discount',
        discountPercent: 10,
        thresholdFen: 0,
        scope: ['translation'],
        validFrom: now,
        validUntil: year,
        stock: null,
        createdAt: now,
      },
      {
        code: 'DemoGiftOnlyCoupon2026',
        title: '论文检测满100减20元券',
        titleEn: '20 yuan off paper checks of 100 yuan or more',
        type: 'amount',
        amountOffFen: 2_000,
        thresholdFen: 10_000,
        scope: ['papercheck'],
        validFrom: now,
        validUntil: year,
        stock: null,
        drawable: false,
        createdAt: now,
      },
    ])
    .returning();
  const [welcome, , giftOnly] = templates;
  await tx.update(couponTemplates).set({ drawn: 1 }).where(eq(couponTemplates.id, welcome!.id));
  await tx.insert(coupons).values({
    templateId: welcome!.id,
    userId,
    source: 'draw',
    drawnAt: now,
    expiresAt: welcome!.validUntil,
  });
  await tx.insert(giftCodes).values([
    { code: 'GIFT2026DEMO', kind: 'balance', amountFen: 5_000, expiresAt: year },
    { code: 'GIFT2026COUPON', kind: 'coupon', templateId: giftOnly!.id, expiresAt: year },
    { code: 'GIFT2026TEN01', kind: 'balance', amountFen: 1_000, expiresAt: year },
  ]);

  // 2,000 yuan in the wallet, from a paid top-up, so the ledger sums to the balance.
  const topup = await createOrder(tx, {
    kind: 'topup',
    userId,
    meetingId: null,
    amountFen: 200_000,
    now,
    actor: { kind: 'user', id: userId },
  });
  await tx.insert(topupOrders).values({ orderId: topup.id, bonusFen: 0 });
  await moveOrder(tx, topup.id, 'paying', { kind: 'user', id: userId }, now, { reason: 'online payment (sandbox)' });
  await moveOrder(tx, topup.id, 'paid', { kind: 'system', id: null }, now, { reason: 'paid online (demo)' });
  await tx.update(orders).set({ paidAt: now, paidBy: 'online' }).where(eq(orders.id, topup.id));
  await tx.insert(walletAccounts).values({
    userId,
    balanceFen: 200_000,
    payPasswordHash: o.payPasswordHash,
    updatedAt: now,
  });
  await tx
    .insert(walletLedger)
    .values({ userId, deltaFen: 200_000, balanceAfterFen: 200_000, reason: 'topup', orderId: topup.id, at: now });

  // One unpaid registration at an upcoming meeting the user has not registered for.
  const mine = await tx
    .select({ m: registrations.meetingId })
    .from(registrations)
    .where(eq(registrations.userId, userId));
  const [m] = await tx
    .select()
    .from(meetings)
    .where(
      and(
        gt(meetings.startDate, now.toISOString().slice(0, 10)),
        mine.length
          ? notInArray(
              meetings.id,
              mine.map((r) => r.m),
            )
          : undefined,
      ),
    )
    .orderBy(asc(meetings.startDate))
    .limit(1);
  if (!m) return;
  const [cat] = await tx
    .select()
    .from(meetingCategories)
    .where(and(eq(meetingCategories.meetingId, m.id), gt(meetingCategories.feeFen, 0)))
    .orderBy(asc(meetingCategories.sort))
    .limit(1);
  if (!cat) return;
  const order = await createOrder(tx, {
    kind: 'register',
    userId,
    meetingId: m.id,
    amountFen: cat.feeFen,
    now,
    actor: { kind: 'user', id: userId },
  });
  await tx.insert(registrations).values({
    meetingId: m.id,
    userId,
    categoryId: cat.id,
    orderId: order.id,
    name: '张明远',
    countryCode: '86',
    phone: '13800000000',
    email: 'demo0@example.com',
    unit: '清华大学',
    position: '副教授',
    ticketCode: newTicketCode(),
    createdAt: now,
  });
}
