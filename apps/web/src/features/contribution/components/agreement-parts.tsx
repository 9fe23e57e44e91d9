import type { zAgreementAuthor, zAgreementText } from '@app/contract/calls/contribution-visitor';
import { Code } from '@app/contract/codes';
import { formatMessage, type Lang } from '@app/contract/messages';
import { Dialog } from 'antd-mobile';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ApiError } from '../../../shared/api/client';
import { formatDateTime } from '../../cms/lib/format';
import { errorAria, FormField } from '../../../shared/ui/form-field';
import { FormRefusal } from './form-refusal';
// antd-mobile's Dialog needs the React 19 renderer registered first (STACK gotcha 2).
import '../../../shared/api/render-patch';

type Text = z.infer<typeof zAgreementText>;
type Author = z.infer<typeof zAgreementAuthor>;

/** The agreement's text in the reader's language. */
export function AgreementText({ text }: { text: Text }) {
  return (
    <article className="ct-card ag-text" aria-labelledby="ag-text-title" data-testid="agreement-text">
      <h2 id="ag-text-title">{text.title}</h2>
      {text.paragraphs.map((p, i) => (
        <p key={p}>
          <span className="ag-text__no">{i + 1}.</span> {p}
        </p>
      ))}
    </article>
  );
}

/** Who has signed: each author once, with the typed name and the time. */
export function SignatureList({ authors }: { authors: Author[] }) {
  const { t, i18n } = useTranslation('agreement');
  const lang = i18n.language as Lang;
  const signed = authors.filter((a) => a.signature).length;
  return (
    <section className="ct-card" aria-labelledby="ag-sigs-title">
      <div className="ct-section__head">
        <h2 id="ag-sigs-title">{t('signatures.title')}</h2>
        <span className="ag-count" data-testid="signed-count">
          {t('signatures.count', { signed, total: authors.length })}
        </span>
      </div>
      <ul className="ag-sigs">
        {authors.map((a) => (
          <li key={a.position} className="ag-sig" data-testid="signature-row">
            <div className="ag-sig__who">
              <strong>
                {a.position}. {a.name}
              </strong>
              {a.corresponding ? (
                <span className="ct-badge ct-badge--corr">{t('signatures.corresponding')}</span>
              ) : null}
            </div>
            {a.signature ? (
              <div className="ag-sig__done">
                <span className="ag-ok">{t('signatures.signed')}</span>
                <span>
                  {a.signature.signedName} ·{' '}
                  <time dateTime={a.signature.signedAt}>{formatDateTime(a.signature.signedAt, lang)}</time>
                </span>
              </div>
            ) : (
              <span className="ag-sig__wait">{t('signatures.waiting')}</span>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Refusals the form explains itself instead of a toast. */
export const SIGN_EXPECTED = [Code.INVALID_INPUT, Code.INVALID_STATE, Code.ALREADY_SUBMITTED, Code.LINK_EXPIRED];

interface SignProps {
  /** The author the signature is for (shown, and what the name must match). */
  author: Author;
  onSign: (signedName: string) => Promise<unknown>;
  /** The state changed on the server (signed elsewhere, link used): show the new state. */
  onStale: () => void;
}

/**
 * Type the name, tick, sign: checked here first (each error beside its control), confirmed in a
 * dialog, then the server's refusal shown beside the field it names.
 */
export function SignForm({ author, onSign, onStale }: SignProps) {
  const { t, i18n } = useTranslation('agreement');
  const lang = (i18n.language === 'en' ? 'en' : 'zh') as Lang;
  const [name, setName] = useState('');
  const [agree, setAgree] = useState(false);
  const [errors, setErrors] = useState<{ name?: string; agree?: string }>({});
  const [refusal, setRefusal] = useState<string>();
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const next = {
      name: name.trim() ? undefined : formatMessage(lang, 'agreement.nameRequired'),
      agree: agree ? undefined : formatMessage(lang, 'agreement.tick'),
    };
    setErrors(next);
    setRefusal(undefined);
    if (next.name || next.agree) {
      document.getElementById(next.name ? 'ag-name' : 'ag-agree')?.focus();
      return;
    }
    const ok = await Dialog.confirm({
      title: t('sign.dialogTitle'),
      content: t('sign.dialogText', { name: name.trim() }),
      confirmText: t('sign.dialogOk'),
      cancelText: t('sign.dialogCancel'),
    });
    if (!ok) return;
    setBusy(true);
    try {
      await onSign(name.trim());
    } catch (err) {
      if (!(err instanceof ApiError)) return;
      if (err.code === Code.INVALID_INPUT) {
        if (err.codeMsg === formatMessage(lang, 'agreement.tick')) setErrors({ agree: err.codeMsg });
        else setErrors({ name: err.codeMsg });
      } else {
        setRefusal(err.codeMsg);
        onStale();
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className="ct-card ag-form"
      onSubmit={submit}
      noValidate
      aria-labelledby="ag-form-title"
      data-testid="sign-form"
    >
      <h2 id="ag-form-title">{t('sign.title')}</h2>
      <p className="ag-form__for">{t('sign.for', { name: author.name, position: author.position })}</p>
      <FormField id="ag-name" label={t('sign.name')} hint={t('sign.nameHint')} error={errors.name} required>
        <input
          id="ag-name"
          className="app-input"
          value={name}
          maxLength={100}
          autoComplete="name"
          placeholder={t('sign.namePlaceholder')}
          onChange={(e) => {
            setName(e.target.value);
            setErrors((x) => ({ ...x, name: undefined }));
          }}
          {...errorAria('ag-name', errors.name)}
        />
      </FormField>
      <div className={`ag-tick${errors.agree ? ' ag-tick--error' : ''}`}>
        <label htmlFor="ag-agree">
          <input
            id="ag-agree"
            type="checkbox"
            checked={agree}
            onChange={(e) => {
              setAgree(e.target.checked);
              setErrors((x) => ({ ...x, agree: undefined }));
            }}
            {...errorAria('ag-agree', errors.agree)}
          />
          <span>{t('sign.agree')}</span>
        </label>
        {errors.agree ? (
          <div className="app-field__error" id="ag-agree-error" role="alert">
            {errors.agree}
          </div>
        ) : null}
      </div>
      <FormRefusal message={refusal} />
      <button
        type="submit"
        className={`ct-btn ct-btn--primary ag-submit${busy ? ' ct-btn--busy' : ''}`}
        disabled={busy}
      >
        {busy ? t('sign.busy') : t('sign.submit')}
      </button>
    </form>
  );
}
