import { Code } from '@app/contract/codes';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../shared/api/client';
import { hasErrors, type PaperErrors, type PaperForm } from '../lib/paper-form';

/** How an editor takes the server's refusals; the lists differ between a conference paper and an SCI order. */
export interface Refusals {
  /** Codes shown on the form (by field, or above the buttons) instead of a toast. */
  expected: readonly number[];
  /** Fields the form shows an error beside; a refusal naming another one shows above the buttons. */
  shown: readonly string[];
  /** Codes that mean the paper changed state meanwhile, so the caller should show the new state. */
  stale: readonly number[];
  onStale?: () => void;
}

/**
 * The state of a paper form (the conference one and the SCI one, which adds its own fields): the
 * form, its errors by place, the error above the buttons, and where a refusal from the server lands.
 */
export function usePaperForm<F extends PaperForm>(init: () => F, refusals: Refusals) {
  const { t } = useTranslation('contribution');
  const [form, setForm] = useState<F>(init);
  const [errors, setErrors] = useState<PaperErrors>({});
  const [formError, setFormError] = useState<string>();

  /** An edit clears the errors of the places it touched, including an author's (`authors.2.email`). */
  const set = (patch: Partial<F>, places: string[]) => {
    setForm((f) => ({ ...f, ...patch }));
    setErrors((e) => {
      const next = { ...e };
      for (const k of Object.keys(next)) if (places.some((p) => k === p || k.startsWith(`${p}.`))) delete next[k];
      return next;
    });
  };

  /** Names a place in a message that names its field. */
  const label = (place: string) => {
    const last = place.split('.').pop() ?? place;
    // An author's professional title is not the paper's title.
    return t(`label.${place.startsWith('authors.') && last === 'title' ? 'authorTitle' : last}`, {
      defaultValue: place,
    });
  };

  /** Shows what the form's own check found, in place of the last attempt's errors; true when it found nothing. */
  const showErrors = (found: PaperErrors) => {
    setErrors(found);
    setFormError(undefined);
    return !hasErrors(found);
  };

  /** Other failures were already toasted by `callApi`. */
  const fromServer = (err: unknown) => {
    const { expected, shown, stale, onStale } = refusals;
    if (!(err instanceof ApiError) || !expected.includes(err.code)) return;
    const field = (err.data as { field?: string } | null)?.field;
    if (err.code === Code.INVALID_INPUT && field && shown.includes(field)) setErrors({ [field]: err.codeMsg });
    else if (err.code === Code.UPLOAD_TOO_LARGE) setErrors({ fileId: err.codeMsg });
    else setFormError(err.codeMsg);
    if (stale.includes(err.code)) onStale?.();
  };

  return { form, errors, formError, setFormError, set, label, showErrors, fromServer };
}
