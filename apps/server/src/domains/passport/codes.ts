import { createHash, randomInt } from 'node:crypto';
import {
  CODE_CAPTCHA_AFTER,
  CODE_LIMIT_PER_DAY,
  CODE_LIMIT_PER_HOUR,
  CODE_LIMIT_PER_IP_HOUR,
  CODE_LIMIT_PER_MINUTE,
  CODE_MAX_WRONG,
  CODE_TTL_S,
} from '@app/contract/constants';
import type { Lang } from '@app/contract/messages';
import { and, count, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import type { Deps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import { checkCaptcha } from './captcha';
import { lockKey } from '../../platform/lock';
import { verifyCodes } from './schema';

export type Channel = 'sms' | 'email';

const hashCode = (recipient: string, code: string) =>
  createHash('sha256').update(`${recipient}:${code}`).digest('base64url');

const MINUTE = 60_000;

/** Text of the message the user receives, in their language. */
function codeText(lang: Lang, code: string): string {
  return lang === 'zh'
    ? `【学术服务平台】您的验证码是 ${code}，10分钟内有效，请勿泄露给他人。`
    : `[Scholar Platform] Your verification code is ${code}. It is valid for 10 minutes; do not share it.`;
}

async function countSince(tx: DbOrTx, col: 'recipient' | 'ip', value: string, since: Date) {
  const column = col === 'recipient' ? verifyCodes.recipient : verifyCodes.ip;
  const [r] = await tx
    .select({ n: count() })
    .from(verifyCodes)
    .where(and(eq(column, value), gt(verifyCodes.createdAt, since)));
  return r?.n ?? 0;
}

/**
 * Sends a 6-digit code with the limits of QUALITY B8: per recipient 1 a minute, 5 an hour,
 * 10 a day; per IP an hourly cap, and a captcha after a few sends. The recipient's rows are
 * counted under an advisory lock, so parallel requests cannot slip past the limit.
 */
export async function sendCode(
  deps: Deps,
  opts: {
    channel: Channel;
    recipient: string;
    purpose: string;
    ip: string;
    lang: Lang;
    captchaId?: string;
    captcha?: string;
  },
): Promise<{ cooldownSeconds: number }> {
  const now = deps.clock.now();
  const t = now.getTime();
  const hourAgo = new Date(t - 60 * MINUTE);
  const ipSends = await countSince(deps.db, 'ip', opts.ip, hourAgo);
  if (ipSends >= CODE_LIMIT_PER_IP_HOUR) throw new AppError('RATE_LIMITED');
  // The captcha is spent outside the transaction, so a rolled-back call cannot reuse a wrong answer.
  const captchaPassed = ipSends >= CODE_CAPTCHA_AFTER;
  if (captchaPassed) await checkCaptcha(deps, opts.captchaId, opts.captcha);

  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await deps.db.transaction(async (tx) => {
    // Always the IP first, then the recipient: one lock order, so no deadlock between them.
    await lockKey(tx, `code-ip:${opts.ip}`);
    const ipNow = await countSince(tx, 'ip', opts.ip, hourAgo);
    if (ipNow >= CODE_LIMIT_PER_IP_HOUR) throw new AppError('RATE_LIMITED');
    if (ipNow >= CODE_CAPTCHA_AFTER && !captchaPassed) throw new AppError('CAPTCHA_REQUIRED');
    await lockKey(tx, `code:${opts.recipient}`);
    const minute = await countSince(tx, 'recipient', opts.recipient, new Date(t - MINUTE));
    const hour = await countSince(tx, 'recipient', opts.recipient, hourAgo);
    const day = await countSince(tx, 'recipient', opts.recipient, new Date(t - 24 * 60 * MINUTE));
    if (minute >= CODE_LIMIT_PER_MINUTE || hour >= CODE_LIMIT_PER_HOUR || day >= CODE_LIMIT_PER_DAY) {
      throw new AppError('RATE_LIMITED');
    }
    await tx.insert(verifyCodes).values({
      channel: opts.channel,
      recipient: opts.recipient,
      purpose: opts.purpose,
      codeHash: hashCode(opts.recipient, code),
      ip: opts.ip,
      createdAt: now,
      expiresAt: new Date(t + CODE_TTL_S * 1000),
    });
  });
  const sender = opts.channel === 'sms' ? deps.providers.sms : deps.providers.mail;
  await sender.send(opts.recipient, codeText(opts.lang, code));
  return { cooldownSeconds: 60 };
}

/**
 * Checks a code, outside any transaction: a wrong try is counted at once and sticks even though
 * the call fails; the code dies after 5 wrong tries or 10 minutes. Returns the code's id, which
 * `useCode` then spends inside the call's transaction.
 */
export async function checkCode(
  deps: Deps,
  opts: { channel: Channel; recipient: string; purpose: string; code: string },
): Promise<number> {
  const now = deps.clock.now();
  const [row] = await deps.db
    .select()
    .from(verifyCodes)
    .where(
      and(
        eq(verifyCodes.channel, opts.channel),
        eq(verifyCodes.recipient, opts.recipient),
        eq(verifyCodes.purpose, opts.purpose),
        isNull(verifyCodes.usedAt),
        gt(verifyCodes.expiresAt, now),
      ),
    )
    .orderBy(desc(verifyCodes.createdAt))
    .limit(1);
  if (!row || row.wrongTries >= CODE_MAX_WRONG) throw new AppError('VERIFY_CODE_EXPIRED');
  if (row.codeHash !== hashCode(opts.recipient, opts.code)) {
    await deps.db
      .update(verifyCodes)
      .set({ wrongTries: sql`${verifyCodes.wrongTries} + 1` })
      .where(eq(verifyCodes.id, row.id));
    throw new AppError('VERIFY_CODE_WRONG');
  }
  return row.id;
}

/** Spends a checked code, conditionally, so two calls racing with one code cannot both use it. */
export async function useCode(tx: DbOrTx, codeId: number, now: Date): Promise<void> {
  const used = await tx
    .update(verifyCodes)
    .set({ usedAt: now })
    .where(and(eq(verifyCodes.id, codeId), isNull(verifyCodes.usedAt)))
    .returning({ id: verifyCodes.id });
  if (!used.length) throw new AppError('VERIFY_CODE_EXPIRED');
}

export const phoneRecipient = (countryCode: string, phone: string) => `+${countryCode}${phone}`;
export const emailRecipient = (email: string) => email.trim().toLowerCase();
