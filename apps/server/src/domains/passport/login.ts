import { LOGIN_CAPTCHA_AFTER, LOGIN_LOCK_AFTER, LOGIN_WINDOW_S } from '@app/contract/constants';
import { and, count, eq, gt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import type { Deps } from '../../platform/deps';
import { lockKey } from '../../platform/lock';
import { AppError } from '../../platform/errors';
import { findByAccount, type User } from './accounts';
import { checkCaptcha } from './captcha';
import { dummyPasswordHash, verifyPassword } from './password';
import { loginAttempts } from './schema';

async function recentFailures(db: DbOrTx, deps: Deps, column: 'account' | 'ip', value: string) {
  const since = new Date(deps.clock.now().getTime() - LOGIN_WINDOW_S * 1000);
  const col = column === 'account' ? loginAttempts.account : loginAttempts.ip;
  const [r] = await db
    .select({ n: count() })
    .from(loginAttempts)
    .where(and(eq(col, value), eq(loginAttempts.success, false), gt(loginAttempts.createdAt, since)));
  return r?.n ?? 0;
}

/**
 * Password login with the limits of QUALITY B8: after a few failures for the account or the IP
 * a captcha is required; after many for the account, it is locked for the window.
 */
export async function passwordLogin(
  deps: Deps,
  opts: { account: string; password: string; countryCode: string; ip: string; captchaId?: string; captcha?: string },
): Promise<User> {
  const accountKey = opts.account.includes('@') ? opts.account.toLowerCase() : `+${opts.countryCode}${opts.account}`;
  const byAccount = await recentFailures(deps.db, deps, 'account', accountKey);
  const byIp = await recentFailures(deps.db, deps, 'ip', opts.ip);
  if (byAccount >= LOGIN_LOCK_AFTER) throw new AppError('RATE_LIMITED');
  const captchaPassed = byAccount >= LOGIN_CAPTCHA_AFTER || byIp >= LOGIN_CAPTCHA_AFTER * 3;
  if (captchaPassed) await checkCaptcha(deps, opts.captchaId, opts.captcha);
  // Each try first reserves a failed-attempt row under a lock per account, so a burst of parallel
  // guesses is counted one by one (QUALITY B8); the slow hash runs after the lock is released.
  const attempt = await deps.db.transaction(async (tx) => {
    await lockKey(tx, `login:${accountKey}`);
    const failures = await recentFailures(tx, deps, 'account', accountKey);
    if (failures >= LOGIN_LOCK_AFTER) return { error: 'RATE_LIMITED' as const, id: 0, failures };
    if (failures >= LOGIN_CAPTCHA_AFTER && !captchaPassed)
      return { error: 'CAPTCHA_REQUIRED' as const, id: 0, failures };
    const [row] = await tx
      .insert(loginAttempts)
      .values({ account: accountKey, ip: opts.ip, success: false, createdAt: deps.clock.now() })
      .returning({ id: loginAttempts.id });
    return { error: null, id: row!.id, failures };
  });
  if (attempt.error) throw new AppError(attempt.error);
  const user = await findByAccount(deps.db, opts.account, opts.countryCode);
  // A missing account costs one hash too, so timing does not tell which accounts exist.
  const hash = user?.passwordHash ?? (await dummyPasswordHash(deps.config.scryptCost));
  const ok = await verifyPassword(opts.password, hash);
  if (user && ok) {
    await deps.db.update(loginAttempts).set({ success: true }).where(eq(loginAttempts.id, attempt.id));
    return user;
  }
  const needCaptcha = attempt.failures + 1 >= LOGIN_CAPTCHA_AFTER;
  throw new AppError(
    needCaptcha ? 'CAPTCHA_REQUIRED' : 'LOGIN_FAILED',
    {},
    needCaptcha ? 'code.LOGIN_FAILED' : undefined,
  );
}
