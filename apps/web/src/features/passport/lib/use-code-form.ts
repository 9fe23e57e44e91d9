import type { zCodePurpose } from '@app/contract/calls/passport';
import { useState } from 'react';
import type { z } from 'zod';
import { useCaptcha } from '../../../shared/auth/use-captcha';
import { DEFAULT_COUNTRY_CODE } from './country-codes';
import { type CodeTarget, sendCode } from './send-code';
import { captchaError, targetErrors } from './target-errors';
import { useLang } from './use-lang';
import { type FieldErrors, hasErrors } from './validate';

export interface CodeFormValues {
  countryCode: string;
  phone: string;
  email: string;
  code: string;
}

interface Options {
  /** Codes of the send call the form shows itself instead of a toast. */
  expect?: number[];
  onSendError?: (err: unknown) => void;
}

/**
 * State shared by the forms that verify a phone or an e-mail by code (SMS and e-mail login,
 * registration, forgotten password): values, field errors, the picture code, and "get code".
 */
export function useCodeForm(purpose: z.infer<typeof zCodePurpose>, by: 'phone' | 'email', opts: Options = {}) {
  const lang = useLang();
  const captcha = useCaptcha();
  const [values, setValues] = useState<CodeFormValues>({
    countryCode: DEFAULT_COUNTRY_CODE,
    phone: '',
    email: '',
    code: '',
  });
  const [errors, setErrors] = useState<FieldErrors>({});

  /** Changes values and clears the errors of the fields that changed. */
  const set = (patch: Partial<CodeFormValues> & Record<string, string | undefined>) => {
    setValues((s) => ({ ...s, ...patch }));
    setErrors((e) => {
      const next = { ...e };
      for (const k of Object.keys(patch)) delete next[k === 'countryCode' ? 'phone' : k];
      return next;
    });
  };

  const target: CodeTarget =
    by === 'phone' ? { by, countryCode: values.countryCode, phone: values.phone } : { by, email: values.email };

  const onSend = async (): Promise<number | null> => {
    const found = { ...(await targetErrors(target, lang)), ...captchaError(captcha.shown, captcha.answer, lang) };
    setErrors((e) => ({ ...e, phone: undefined, email: undefined, captcha: undefined, ...found }));
    if (hasErrors(found)) return null;
    try {
      const seconds = await sendCode(target, purpose, captcha.params(), lang, { expect: opts.expect });
      // The answered picture code is used up: the next send needs a fresh one.
      if (captcha.shown) void captcha.load();
      return seconds;
    } catch (err) {
      captcha.onFailure(err);
      opts.onSendError?.(err);
      return null;
    }
  };

  return { lang, values, set, errors, setErrors, captcha, target, onSend };
}
