import { TOPUP_MAX_FEN, TOPUP_MIN_FEN } from '@app/contract/calls/wallet';
import type { Lang } from '@app/contract/messages';
import { and, count, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import type { Deps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import { type PageInput, offsetOf } from '../cms/paging';
import { pick } from '../meeting/pick';
import { describeOrderKind } from '../order/kinds';
import { onOrderPaid } from '../order/paid-hooks';
import { orders } from '../order/schema';
import { createOrder } from '../order/states';
import type { TOrderStatus } from '../order/types';
import { checkCode, phoneRecipient, sendCode, useCode } from '../passport/codes';
import { users } from '../passport/schema';
import { isUniqueViolation } from '../staff/db-errors';
import { grantCoupon } from './coupons';
import { balanceOf, moveBalance } from './ledger';
import { hasPayPassword, lockedUntil, resetPayPassword } from './password';
import { giftCodes, giftRedemptions, topupOrders, walletLedger } from './schema';
import type { TLedgerReason } from './types';

/** The top-up offer (decision 013): the highest tier reached adds its bonus, paid on the verified callback. */
export const TOPUP_TIERS = [
  { minFen: 50_000, bonusFen: 2_000 },
  { minFen: 100_000, bonusFen: 5_000 },
  { minFen: 300_000, bonusFen: 20_000 },
];

export function bonusFor(amountFen: number): number {
  let bonus = 0;
  for (const t of TOPUP_TIERS) if (amountFen >= t.minFen) bonus = t.bonusFen;
  return bonus;
}

export function topupActivity(lang: Lang) {
  const yuan = (f: number) => (f / 100).toLocaleString('en-US');
  const en = lang === 'en';
  return {
    title: en ? 'Top-up bonus' : '充值有礼',
    rules: [
      en
        ? `Top up ${yuan(TOPUP_MIN_FEN)} to ${yuan(TOPUP_MAX_FEN)} yuan at a time, paid online.`
        : `单笔充值${yuan(TOPUP_MIN_FEN)}元至${yuan(TOPUP_MAX_FEN)}元，在线支付。`,
      en
        ? 'The bonus of the highest tier reached is added to the wallet when the payment is confirmed.'
        : '按达到的最高档位赠送，支付成功后立即到账。',
      en ? 'Balance can pay for any service on the platform.' : '余额可用于支付平台的各项服务。',
    ],
    minFen: TOPUP_MIN_FEN,
    maxFen: TOPUP_MAX_FEN,
    tiers: TOPUP_TIERS,
  };
}

/** Registers the top-up kind: its title, and its paid hook that credits the wallet (and bonus). */
export function registerTopupKind() {
  describeOrderKind('topup', async (_db, o, lang) =>
    lang === 'en' ? `Wallet top-up ¥${(o.amountFen / 100).toFixed(2)}` : `钱包充值 ¥${(o.amountFen / 100).toFixed(2)}`,
  );
  onOrderPaid('topup', async (tx, o, now) => {
    await moveBalance(tx, { userId: o.userId, deltaFen: o.amountFen, reason: 'topup', orderId: o.id, now });
    const [t] = await tx.select().from(topupOrders).where(eq(topupOrders.orderId, o.id));
    if (t && t.bonusFen > 0)
      await moveBalance(tx, { userId: o.userId, deltaFen: t.bonusFen, reason: 'topup_bonus', orderId: o.id, now });
  });
}

export async function createTopup(deps: Deps, userId: number, amountFen: number) {
  const now = deps.clock.now();
  const bonusFen = bonusFor(amountFen);
  return deps.db.transaction(async (tx) => {
    const o = await createOrder(tx, {
      kind: 'topup',
      userId,
      meetingId: null,
      amountFen,
      now,
      actor: { kind: 'user', id: userId },
    });
    await tx.insert(topupOrders).values({ orderId: o.id, bonusFen });
    return { orderId: o.id, orderNo: o.orderNo, amountFen, bonusFen };
  });
}

export async function listTopups(db: DbOrTx, userId: number, p: PageInput) {
  const where = and(eq(orders.userId, userId), eq(orders.kind, 'topup'));
  const [rows, [total]] = await Promise.all([
    db
      .select({ o: orders, bonusFen: topupOrders.bonusFen })
      .from(orders)
      .leftJoin(topupOrders, eq(topupOrders.orderId, orders.id))
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(p.pageSize)
      .offset(offsetOf(p)),
    db.select({ n: count() }).from(orders).where(where),
  ]);
  return {
    list: rows.map(({ o, bonusFen }) => ({
      id: o.id,
      orderNo: o.orderNo,
      amountFen: o.amountFen,
      bonusFen: bonusFen ?? 0,
      status: o.status as TOrderStatus,
      createdAt: o.createdAt.toISOString(),
      paidAt: o.paidAt?.toISOString() ?? null,
    })),
    total: total?.n ?? 0,
    page: p.page,
    pageSize: p.pageSize,
  };
}

const NOTES: Record<TLedgerReason, [string, string]> = {
  topup: ['钱包充值', 'Top-up'],
  topup_bonus: ['充值赠送', 'Top-up bonus'],
  pay: ['支付订单', 'Order payment'],
  refund: ['订单退款', 'Order refund'],
  gift: ['兑换码', 'Gift code'],
};

export async function walletIndex(deps: Deps, userId: number, p: PageInput, lang: Lang) {
  const db = deps.db;
  const where = eq(walletLedger.userId, userId);
  const [balanceFen, hasPw, locked, rows, [total]] = await Promise.all([
    balanceOf(db, userId),
    hasPayPassword(db, userId),
    lockedUntil(deps, userId),
    db
      .select({ l: walletLedger, orderNo: orders.orderNo })
      .from(walletLedger)
      .leftJoin(orders, eq(orders.id, walletLedger.orderId))
      .where(where)
      .orderBy(desc(walletLedger.id))
      .limit(p.pageSize)
      .offset(offsetOf(p)),
    db.select({ n: count() }).from(walletLedger).where(where),
  ]);
  return {
    balanceFen,
    hasPayPassword: hasPw,
    lockedUntil: locked?.toISOString() ?? null,
    ledger: {
      list: rows.map(({ l, orderNo }) => {
        const n = NOTES[l.reason as TLedgerReason] ?? [l.reason, l.reason];
        return {
          id: l.id,
          deltaFen: l.deltaFen,
          balanceAfterFen: l.balanceAfterFen,
          reason: l.reason as TLedgerReason,
          note: orderNo ? `${pick(lang, n[0], n[1])} ${orderNo}` : pick(lang, n[0], n[1]),
          orderId: l.orderId,
          orderNo: orderNo ?? null,
          at: l.at.toISOString(),
        };
      }),
      total: total?.n ?? 0,
      page: p.page,
      pageSize: p.pageSize,
    },
  };
}

async function ownPhone(deps: Deps, userId: number) {
  const [u] = await deps.db.select().from(users).where(eq(users.id, userId));
  if (!u?.phone) throw new AppError('INVALID_STATE', {}, 'phone.invalid');
  return { recipient: phoneRecipient(u.countryCode, u.phone), phone: u.phone };
}

/** The reset code goes to the caller's own phone, with the passport's limits. */
export async function sendPayPasswordCode(deps: Deps, userId: number, ip: string, lang: Lang) {
  const { recipient, phone } = await ownPhone(deps, userId);
  const r = await sendCode(deps, { channel: 'sms', recipient, purpose: 'payPassword', ip, lang });
  return { ...r, maskedPhone: phone.length > 7 ? `${phone.slice(0, 3)}****${phone.slice(-4)}` : '****' };
}

export async function changePassByCode(deps: Deps, userId: number, code: string, password: string) {
  const { recipient } = await ownPhone(deps, userId);
  const codeId = await checkCode(deps, { channel: 'sms', recipient, purpose: 'payPassword', code });
  await deps.db.transaction(async (tx) => {
    await useCode(tx, codeId, deps.clock.now());
    await resetPayPassword(deps, tx, userId, password);
  });
}

/** Redeems a gift code once (unique redemption key) into balance (ledger row) or a coupon. */
export async function redeemGift(deps: Deps, userId: number, code: string, lang: Lang) {
  const now = deps.clock.now();
  try {
    return await deps.db.transaction(async (tx) => {
      const [g] = await tx.select().from(giftCodes).where(eq(giftCodes.code, code));
      if (!g) throw new AppError('NOT_FOUND', {}, 'gift.unknown');
      if (g.expiresAt <= now) throw new AppError('OUT_OF_WINDOW', {}, 'gift.expired');
      const [r] = await tx.insert(giftRedemptions).values({ giftCodeId: g.id, userId, at: now }).returning();
      if (g.kind === 'balance') {
        const balanceFen = await moveBalance(tx, { userId, deltaFen: g.amountFen, reason: 'gift', refId: r!.id, now });
        return { kind: 'balance' as const, amountFen: g.amountFen, couponTitle: '', balanceFen };
      }
      const t = await grantCoupon(tx, userId, g.templateId!, now);
      return {
        kind: 'coupon' as const,
        amountFen: 0,
        couponTitle: pick(lang, t.title, t.titleEn),
        balanceFen: await balanceOf(tx, userId),
      };
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError('ALREADY_SUBMITTED', {}, 'gift.used');
    throw err;
  }
}
