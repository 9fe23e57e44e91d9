import { formatMessage, type Lang } from '@app/contract/messages';
import { fieldLabel } from '@app/contract/field-labels';
import { formSchemas } from './schemas';
import type { CodeTarget } from './send-code';
import { type FieldErrors, phoneError } from './validate';

/** Field errors of the phone or e-mail a code goes to (checked before sending). */
export async function targetErrors(target: CodeTarget, lang: Lang): Promise<FieldErrors> {
  if (target.by === 'phone') {
    const e = phoneError(target.countryCode, target.phone, lang);
    return e ? { phone: e } : {};
  }
  if (!target.email.trim())
    return { email: formatMessage(lang, 'field.required', { field: fieldLabel('email', lang) }) };
  const { zEmail } = await formSchemas();
  return zEmail.safeParse(target.email).success ? {} : { email: formatMessage(lang, 'email.invalid') };
}

/** "Please fill in the picture code" when one is shown but empty. */
export function captchaError(shown: boolean, answer: string, lang: Lang): FieldErrors {
  return shown && !answer.trim()
    ? { captcha: formatMessage(lang, 'field.required', { field: fieldLabel('captcha', lang) }) }
    : {};
}
