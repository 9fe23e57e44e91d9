import type { TLedgerReason } from './types';
import { and, eq, gte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../platform/errors';
import { isUniqueViolation } from '../staff/db-errors';
import { walletAccounts, walletLedger } from './schema';

/** The wallet row of a user, created empty on first need (idempotent under races). */
export async function ensureAccount(tx: DbOrTx, userId: number, now: Date) {
  await tx.insert(walletAccounts).values({ userId, balanceFen: 0, updatedAt: now }).onConflictDoNothing();
}

export async function balanceOf(db: DbOrTx, userId: number): Promise<number> {
  const [a] = await db
    .select({ b: walletAccounts.balanceFen })
    .from(walletAccounts)
    .where(eq(walletAccounts.userId, userId));
  return a?.b ?? 0;
}

/**
 * Changes a balance by `delta` fen and writes its ledger row, inside the caller's transaction.
 * A debit is one conditional UPDATE (`balance >= amount`): it cannot go below zero even without
 * a lock, and the CHECK refuses it anyway. The ledger's unique (order, reason) key refuses a
 * second debit or credit of the same order for the same reason; both roll the whole call back.
 */
export async function moveBalance(
  tx: DbOrTx,
  o: { userId: number; deltaFen: number; reason: TLedgerReason; orderId?: number | null; refId?: number; now: Date },
): Promise<number> {
  if (!Number.isSafeInteger(o.deltaFen) || o.deltaFen === 0) throw new Error(`bad ledger delta ${o.deltaFen}`);
  await ensureAccount(tx, o.userId, o.now);
  const cond =
    o.deltaFen < 0
      ? and(eq(walletAccounts.userId, o.userId), gte(walletAccounts.balanceFen, -o.deltaFen))
      : eq(walletAccounts.userId, o.userId);
  const [acc] = await tx
    .update(walletAccounts)
    .set({ balanceFen: sql`${walletAccounts.balanceFen} + ${o.deltaFen}`, updatedAt: o.now })
    .where(cond)
    .returning({ balanceFen: walletAccounts.balanceFen });
  if (!acc) throw new AppError('INSUFFICIENT_BALANCE');
  try {
    await tx.insert(walletLedger).values({
      userId: o.userId,
      deltaFen: o.deltaFen,
      balanceAfterFen: acc.balanceFen,
      reason: o.reason,
      orderId: o.orderId ?? null,
      refId: o.refId ?? null,
      at: o.now,
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError('INVALID_STATE', {}, 'pay.notPayable');
    throw err;
  }
  return acc.balanceFen;
}
