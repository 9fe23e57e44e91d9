import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { COUNTRY_CODES } from '../../passport/lib/country-codes';
import {
  type ConfirmField,
  type ConfirmValues,
  confirmErrors,
  type Errors,
  emptyConfirm,
  hasErrors,
} from '../lib/confirm-form';
import { errorAria, FormField } from '../../../shared/ui/form-field';

interface Props {
  busy: boolean;
  /** Errors the server found (account mismatch…), shown by the field they belong to. */
  serverErrors: Errors<ConfirmField>;
  onSubmit: (values: ConfirmValues) => void;
  onEdit: (field: ConfirmField) => void;
}

/**
 * The guest proves the account by typing it (the sheet shows it masked), leaves a phone and e-mail
 * for the payment notice, and ticks both agreements (§5).
 */
export function ConfirmForm({ busy, serverErrors, onSubmit, onEdit }: Props) {
  const { t, i18n } = useTranslation('remuneration');
  const lang = i18n.language === 'en' ? 'en' : 'zh';
  const [v, setV] = useState<ConfirmValues>(emptyConfirm);
  const [errors, setErrors] = useState<Errors<ConfirmField>>({});
  const shown = { ...serverErrors, ...errors };
  const set = (patch: Partial<ConfirmValues>) => {
    setV((old) => ({ ...old, ...patch }));
    for (const k of Object.keys(patch) as ConfirmField[]) {
      setErrors((e) => ({ ...e, [k]: undefined }));
      onEdit(k);
    }
  };
  const submit = (ev: FormEvent) => {
    ev.preventDefault();
    const found = confirmErrors(v, lang, (f) => t(`field.${f}`));
    setErrors(found);
    if (!hasErrors(found)) onSubmit(v);
  };

  return (
    <form className="rm-form" onSubmit={submit} noValidate aria-labelledby="rm-confirm-title">
      <h2 className="rm-form__title" id="rm-confirm-title">
        {t('confirm.title')}
      </h2>
      <FormField id="rm-card" label={t('field.bankCard')} error={shown.bankCard} hint={t('confirm.cardHint')}>
        <input
          id="rm-card"
          className="app-input"
          inputMode="numeric"
          autoComplete="off"
          placeholder={t('confirm.cardPlaceholder')}
          value={v.bankCard}
          maxLength={40}
          onChange={(e) => set({ bankCard: e.target.value })}
          {...errorAria('rm-card', shown.bankCard)}
        />
      </FormField>
      <FormField id="rm-phone" label={t('field.phone')} error={shown.phone ?? shown.countryCode}>
        <span className="rm-cc">
          <span aria-hidden="true">+{v.countryCode}</span>
          <select
            className="rm-cc__select"
            aria-label={t('field.countryCode')}
            value={v.countryCode}
            onChange={(e) => set({ countryCode: e.target.value })}
          >
            {COUNTRY_CODES.map((c) => (
              <option key={c.code} value={c.code}>
                {c[lang]} +{c.code}
              </option>
            ))}
          </select>
        </span>
        <input
          id="rm-phone"
          className="app-input"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          placeholder={t('confirm.phonePlaceholder')}
          value={v.phone}
          maxLength={15}
          onChange={(e) => set({ phone: e.target.value.replace(/\s/g, '') })}
          {...errorAria('rm-phone', shown.phone)}
        />
      </FormField>
      <FormField id="rm-email" label={t('field.email')} error={shown.email}>
        <input
          id="rm-email"
          className="app-input"
          type="email"
          autoComplete="email"
          placeholder={t('confirm.emailPlaceholder')}
          value={v.email}
          maxLength={254}
          onChange={(e) => set({ email: e.target.value })}
          {...errorAria('rm-email', shown.email)}
        />
      </FormField>
      {(['agreeTerms', 'agreeTax'] as const).map((k) => (
        <div key={k} className={`rm-agree${shown[k] ? ' app-field--error' : ''}`}>
          <label className="rm-agree__row">
            <input
              type="checkbox"
              checked={v[k]}
              onChange={(e) => set({ [k]: e.target.checked })}
              {...errorAria(`rm-${k}`, shown[k])}
            />
            <span>{t(`confirm.${k}`)}</span>
          </label>
          {shown[k] ? (
            <div className="app-field__error" id={`rm-${k}-error`} role="alert">
              {shown[k]}
            </div>
          ) : null}
        </div>
      ))}
      <button type="submit" className="rm-btn rm-btn--primary rm-btn--block" disabled={busy}>
        {busy ? t('confirm.busy') : t('confirm.submit')}
      </button>
    </form>
  );
}
