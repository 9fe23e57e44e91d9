import { captcha as captchaCall } from '@app/contract/meta/passport';
import { Code } from '@app/contract/codes';
import { useCallback, useState } from 'react';
import { ApiError, callApi } from '../api/client';

/** Codes after which the server wants a (new) picture code (QUALITY B8). */
export const CAPTCHA_CODES: number[] = [Code.CAPTCHA_REQUIRED, Code.CAPTCHA_WRONG];

/**
 * The picture code a login or code form shows once the server asked for it (after repeated
 * failures): the passport forms and the staff console's login. A captcha is used up by any try,
 * right or wrong, so every failed try while one is shown fetches a fresh picture.
 */
export function useCaptcha() {
  const [pic, setPic] = useState<{ captchaId: string; image: string } | null>(null);
  const [answer, setAnswer] = useState('');

  const load = useCallback(async () => {
    setAnswer('');
    try {
      setPic(await callApi(captchaCall, {}));
    } catch {
      // The client toasted the failure; the form's refresh (or the picture) tries again.
    }
  }, []);

  /** Fields for a call that takes a captcha: only once one is shown. */
  const params = () => (pic ? { captchaId: pic.captchaId, captcha: answer.trim() } : {});

  /** Call after a failed try; true when the failure was about the captcha. */
  const onFailure = (err: unknown): boolean => {
    const wanted = err instanceof ApiError && CAPTCHA_CODES.includes(err.code);
    if (wanted || pic) void load();
    return wanted;
  };

  return { shown: pic !== null, image: pic?.image ?? '', answer, setAnswer, load, params, onFailure };
}

export type CaptchaState = ReturnType<typeof useCaptcha>;
