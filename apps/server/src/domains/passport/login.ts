import { LOGIN_CAPTCHA_AFTER, LOGIN_LOCK_AFTER, LOGIN_WINDOW_S } from '@app/contract/constants';
import { and, count, eq, gt } from 'drizzle-orm';
import type { Deps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import { findByAccount, type User } from './accounts';
import { checkCaptcha } from './captcha';
import { dummyPasswordHash, verifyPassword } from './password';
import { loginAttempts } from './schema';

async function recentFailures(deps: Deps, column: 'account' | 'ip', value: string) {
  const since = new Date(deps.clock.now().getTime() - LOGIN_WINDOW_S * 1000);
  const col = column === 'account' ? loginAttempts.account : loginAttempts.ip;
  const [r] = await deps.db
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
  const [byAccount, byIp] = [await recentFailures(deps, 'account', accountKey), await recentFailures(deps, 'ip', opts.ip)];
  if (byAccount >= LOGIN_LOCK_AFTER) throw new AppError('RATE_LIMITED');
  if (byAccount >= LOGIN_CAPTCHA_AFTER || byIp >= LOGIN_CAPTCHA_AFTER * 3) {
    await checkCaptcha(deps, opts.captchaId, opts.captcha);
  }
  const user = await findByAccount(deps.db, opts.account, opts.countryCode);
  // A missing account costs one hash too, so timing does not tell which accounts exist.
  const ok = await verifyPassword(opts.password, user?.passwordHash ?? (await dummyPasswordHash(deps.config.scryptCost)));
  await deps.db
    .insert(loginAttempts)
    .values({ account: accountKey, ip: opts.ip, success: ok && !!user, createdAt: deps.clock.now() });
  if (!ok || !user) {
    const needCaptcha = byAccount + 1 >= LOGIN_CAPTCHA_AFTER;
    throw new AppError(needCaptcha ? 'CAPTCHA_REQUIRED' : 'LOGIN_FAILED', {}, needCaptcha ? 'code.LOGIN_FAILED' : undefined);
  }
  return user;
}
