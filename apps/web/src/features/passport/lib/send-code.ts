import { sendEmailCode, sendPhoneCode, type zCodePurpose } from '@app/contract/meta/passport';
import { formatMessage, type Lang } from '@app/contract/messages';
import type { z } from 'zod';
import { type CallOptions, callApi, toast } from '../../../shared/api/client';

export type CodeTarget = { by: 'phone'; countryCode: string; phone: string } | { by: 'email'; email: string };
type Purpose = z.infer<typeof zCodePurpose>;

/** The countdown when the server names none (issue 2: 60 s). */
export const DEFAULT_COOLDOWN_S = 60;

/** Sends an SMS or e-mail code and says so; resolves to the seconds until the next send. */
export async function sendCode(
  target: CodeTarget,
  purpose: Purpose,
  captcha: { captchaId?: string; captcha?: string },
  lang: Lang,
  opts: CallOptions = {},
): Promise<number> {
  const r =
    target.by === 'phone'
      ? await callApi(
          sendPhoneCode,
          { countryCode: target.countryCode, phone: target.phone.trim(), purpose, ...captcha },
          opts,
        )
      : await callApi(sendEmailCode, { email: target.email.trim(), purpose, ...captcha }, opts);
  toast(formatMessage(lang, 'code.sent'));
  return r.cooldownSeconds > 0 ? r.cooldownSeconds : DEFAULT_COOLDOWN_S;
}
