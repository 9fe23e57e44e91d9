import { captcha as captchaCall } from '@app/contract/meta/passport';
import { Code } from '@app/contract/codes';
import { useCallback, useState } from 'react';
import { ApiError, callApi } from '../../../shared/api/client';

/**
 * The picture code the login form shows once the server asks for it (after repeated failures).
 * A code is used up by any try, so each failure while one is shown draws a new picture.
 */
export function useCaptcha() {
  const [pic, setPic] = useState<{ captchaId: string; image: string } | null>(null);
  const [answer, setAnswer] = useState('');

  const load = useCallback(async () => {
    setAnswer('');
    try {
      setPic(await callApi(captchaCall, {}));
    } catch {
      // The client toasted the failure; tapping the picture tries again.
    }
  }, []);

  const params = () => (pic ? { captchaId: pic.captchaId, captcha: answer.trim() } : {});

  const onFailure = (err: unknown) => {
    const wanted = err instanceof ApiError && (err.code === Code.CAPTCHA_REQUIRED || err.code === Code.CAPTCHA_WRONG);
    if (wanted || pic) void load();
  };

  return { shown: pic !== null, image: pic?.image ?? '', answer, setAnswer, load, params, onFailure };
}
