import { and, count, eq, gt, min } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import type { Deps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import { lockKey } from '../../platform/lock';
import { hashPassword, verifyPassword } from '../passport/password';
import { ensureAccount } from './ledger';
import { payPasswordFailures, walletAccounts } from './schema';

/** 5 wrong pay passwords within 15 minutes lock wallet payment until the oldest ages out. */
export const PAY_PW_MAX_WRONG = 5;
export const PAY_PW_WINDOW_MS = 15 * 60_000;

/**
 * A 6-digit secret is protected by the lockout, not by its hash (QUALITY "database rules"), so a
 * lighter scrypt cost than login passwords keeps wallet payment fast (decision 013).
 */
export const PAY_PW_MAX_COST = 2 ** 12;
const payCost = (deps: Deps) => Math.min(deps.config.scryptCost, PAY_PW_MAX_COST);

export async function hasPayPassword(db: DbOrTx, userId: number): Promise<boolean> {
  const [a] = await db
    .select({ h: walletAccounts.payPasswordHash })
    .from(walletAccounts)
    .where(eq(walletAccounts.userId, userId));
  return !!a?.h;
}

async function failuresSince(db: DbOrTx, userId: number, since: Date) {
  const [r] = await db
    .select({ n: count(), first: min(payPasswordFailures.at) })
    .from(payPasswordFailures)
    .where(and(eq(payPasswordFailures.userId, userId), gt(payPasswordFailures.at, since)));
  return { n: r?.n ?? 0, first: r?.first ? new Date(r.first) : null };
}

/** When wallet payment unlocks again, or null when it is not locked. */
export async function lockedUntil(deps: Deps, userId: number): Promise<Date | null> {
  const now = deps.clock.now();
  const { n, first } = await failuresSince(deps.db, userId, new Date(now.getTime() - PAY_PW_WINDOW_MS));
  return n >= PAY_PW_MAX_WRONG && first ? new Date(first.getTime() + PAY_PW_WINDOW_MS) : null;
}

/**
 * Checks the pay password under a per-user advisory lock, so parallel guesses are counted one by
 * one. A wrong try is committed (its own transaction) before the call fails.
 */
export async function checkPayPassword(deps: Deps, userId: number, password: string): Promise<void> {
  const now = deps.clock.now();
  const outcome = await deps.db.transaction(async (tx) => {
    await lockKey(tx, `paypw:${userId}`);
    const { n } = await failuresSince(tx, userId, new Date(now.getTime() - PAY_PW_WINDOW_MS));
    if (n >= PAY_PW_MAX_WRONG) return { locked: true as const };
    const [a] = await tx
      .select({ h: walletAccounts.payPasswordHash })
      .from(walletAccounts)
      .where(eq(walletAccounts.userId, userId));
    if (!a?.h) return { notSet: true as const };
    if (await verifyPassword(password, a.h)) return { ok: true as const };
    await tx.insert(payPasswordFailures).values({ userId, at: now });
    return { left: PAY_PW_MAX_WRONG - n - 1 };
  });
  if ('ok' in outcome) return;
  if ('locked' in outcome) throw new AppError('PAY_PASSWORD_LOCKED');
  if ('notSet' in outcome) throw new AppError('PAY_PASSWORD_NOT_SET');
  if (outcome.left <= 0) throw new AppError('PAY_PASSWORD_LOCKED');
  throw new AppError('PAY_PASSWORD_WRONG', { field: 'payPassword', left: outcome.left }, 'payPassword.wrongLeft');
}

/** Sets the pay password; changing an existing one needs the old one (wrong tries count). */
export async function changePayPassword(deps: Deps, userId: number, oldPassword: string | undefined, password: string) {
  const now = deps.clock.now();
  if (await hasPayPassword(deps.db, userId)) {
    if (!oldPassword) throw new AppError('INVALID_INPUT', { field: 'oldPassword' }, 'payPassword.oldRequired');
    await checkPayPassword(deps, userId, oldPassword);
  }
  const hash = await hashPassword(password, payCost(deps));
  await deps.db.transaction(async (tx) => {
    await ensureAccount(tx, userId, now);
    await tx
      .update(walletAccounts)
      .set({ payPasswordHash: hash, updatedAt: now })
      .where(eq(walletAccounts.userId, userId));
  });
}

/** After an SMS code was checked: the new password, and the wrong-try lock lifted. */
export async function resetPayPassword(deps: Deps, tx: DbOrTx, userId: number, password: string) {
  const now = deps.clock.now();
  const hash = await hashPassword(password, payCost(deps));
  await ensureAccount(tx, userId, now);
  await tx
    .update(walletAccounts)
    .set({ payPasswordHash: hash, updatedAt: now })
    .where(eq(walletAccounts.userId, userId));
  await tx.delete(payPasswordFailures).where(eq(payPasswordFailures.userId, userId));
}
