import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { reasonError } from '../lib/confirm-form';
import { errorAria, FormField } from '../../../shared/ui/form-field';

interface Props {
  busy: boolean;
  onSubmit: (reason: string) => void;
  onCancel: () => void;
}

/** Sends the sheet back to the adviser with a reason (§5: the reason is required). */
export function ReturnForm({ busy, onSubmit, onCancel }: Props) {
  const { t, i18n } = useTranslation('remuneration');
  const lang = i18n.language === 'en' ? 'en' : 'zh';
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const submit = (ev: FormEvent) => {
    ev.preventDefault();
    const e = reasonError(reason, lang, t('field.reason'));
    setError(e);
    if (!e) onSubmit(reason.trim());
  };
  return (
    <form className="rm-form" onSubmit={submit} noValidate aria-labelledby="rm-return-title">
      <h2 className="rm-form__title" id="rm-return-title">
        {t('return.title')}
      </h2>
      <FormField id="rm-reason" label={t('field.reason')} error={error} hint={t('return.hint')}>
        <textarea
          id="rm-reason"
          className="app-input app-textarea"
          rows={4}
          maxLength={500}
          placeholder={t('return.placeholder')}
          value={reason}
          onChange={(e) => {
            setReason(e.target.value);
            setError(undefined);
          }}
          {...errorAria('rm-reason', error)}
        />
      </FormField>
      <div className="rm-form__actions">
        <button type="button" className="rm-btn" onClick={onCancel}>
          {t('return.cancel')}
        </button>
        <button type="submit" className="rm-btn rm-btn--danger" disabled={busy}>
          {busy ? t('return.busy') : t('return.submit')}
        </button>
      </div>
    </form>
  );
}
