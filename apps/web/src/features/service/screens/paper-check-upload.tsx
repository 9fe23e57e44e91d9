import { Code } from '@app/contract/codes';
import type { TCheckEngine } from '@app/contract/calls/service';
import { checkCreate, checkEngines } from '@app/contract/meta/service';
import { routeById } from '@app/contract/routes';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ApiError, callApi } from '../../../shared/api/client';
import { useCall } from '../../../shared/api/use-call';
import { StatusPanel } from '../../cms/components/status-panel';
import { formatYuan, type Lang } from '../../cms/lib/format';
import { errorAria, FormField } from '../../../shared/ui/form-field';
import { FilePick, type PickedFile } from '../components/file-pick';
import { payHref } from '../lib/display';
import '../../cms/components/cms.css';
import '../../../shared/ui/form.css';
import '../../contribution/contribution.css';
import '../service.css';
import { confirmAction } from '../../../shared/ui/confirm';
import { FormRefusal } from '../../contribution/components/form-refusal';

type Errors = Partial<Record<'title' | 'file' | 'engine', string>>;

export function validateCheck(title: string, file: PickedFile | null, engine: TCheckEngine | null): Errors {
  const e: Errors = {};
  if (!title.trim()) e.title = 'err.title';
  else if (title.trim().length > 300) e.title = 'err.titleLong';
  if (!file) e.file = 'err.file';
  if (!engine) e.engine = 'err.engine';
  return e;
}

/** /papercheck/upload: upload a paper, choose an edition (with its price), create the order and go to payment. */
export default function PaperCheckUpload() {
  const { t, i18n } = useTranslation('service');
  const lang = i18n.language as Lang;
  const navigate = useNavigate();
  const engines = useCall(checkEngines, {});
  const [title, setTitle] = useState('');
  const [file, setFile] = useState<PickedFile | null>(null);
  const [engine, setEngine] = useState<TCheckEngine | null>('standard');
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const price = engines.data?.find((x) => x.engine === engine)?.priceFen;

  const submit = async () => {
    setFormError(undefined);
    const found = validateCheck(title, file, engine);
    setErrors(found);
    if (Object.keys(found).length || price === undefined) {
      setFormError(t('form.fixErrors'));
      return;
    }
    const ok = await confirmAction({
      title: t('form.confirmTitle'),
      content: t('check.confirmText', { engine: t(`engine.${engine}`), amount: formatYuan(price, lang) }),
      confirmText: t('form.confirm'),
      cancelText: t('form.cancel'),
    });
    if (!ok) return;
    setBusy(true);
    try {
      const r = await callApi(
        checkCreate,
        { engine: engine!, title: title.trim(), fileId: file!.id },
        { expect: [Code.INVALID_INPUT] },
      );
      navigate(payHref(r.orderId));
    } catch (e) {
      if (e instanceof ApiError) setFormError(e.codeMsg);
    } finally {
      setBusy(false);
    }
  };
  const err = (k: keyof Errors) => (errors[k] ? t(errors[k]!) : undefined);

  return (
    <div className="ct-page" data-testid="paper-check-upload">
      <header className="ct-head ct-head--plain">
        <h1>{t('check.newCheck')}</h1>
        <Link className="ct-head__meta" to={routeById.checkOrders!.path}>
          {t('check.toList')}
        </Link>
      </header>
      <p className="ct-notice">
        {t('check.intro')}
        <br />
        <small>{t('check.sandbox')}</small>
      </p>
      <form
        className="ct-form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <section className="ct-section">
          <FormField id="svc-title" label={t('check.title')} error={err('title')} required>
            <input
              id="svc-title"
              className="app-input"
              maxLength={300}
              placeholder={t('check.titlePlaceholder')}
              value={title}
              onChange={(e) => {
                setTitle(e.target.value);
                setErrors((x) => ({ ...x, title: undefined }));
              }}
              {...errorAria('svc-title', err('title'))}
            />
          </FormField>
          <FilePick
            id="svc-paper"
            label={t('check.file')}
            kind="paper"
            maxMb={20}
            file={file}
            required
            error={err('file')}
            onChange={(f) => {
              setFile(f);
              setErrors((x) => ({ ...x, file: undefined }));
            }}
          />
          <fieldset className="ct-fieldset">
            <legend className="app-field__label">{t('check.engine')}</legend>
            {engines.error ? (
              <StatusPanel kind="error" compact description={engines.error.codeMsg} onRetry={engines.reload} />
            ) : null}
            <div className="svc-options svc-options--3">
              {(engines.data ?? []).map((x) => (
                <button
                  key={x.engine}
                  type="button"
                  className={`svc-option${engine === x.engine ? ' svc-option--on' : ''}`}
                  aria-pressed={engine === x.engine}
                  onClick={() => {
                    setEngine(x.engine);
                    setErrors((e) => ({ ...e, engine: undefined }));
                  }}
                >
                  <span className="svc-option__top">
                    <span>{t(`engine.${x.engine}`)}</span>
                    <span className="svc-option__price">{formatYuan(x.priceFen, lang)}</span>
                  </span>
                  <span className="svc-option__desc">{t(`engineDesc.${x.engine}`)}</span>
                </button>
              ))}
            </div>
            {err('engine') ? (
              <div className="app-field__error" role="alert">
                {err('engine')}
              </div>
            ) : null}
          </fieldset>
        </section>
        <FormRefusal message={formError} />
        <div className="ct-submit-bar svc-bar">
          <div className="svc-price">
            {price !== undefined ? <span className="svc-price__amount">{formatYuan(price, lang)}</span> : null}
          </div>
          <button type="submit" className="ct-btn ct-btn--primary" disabled={busy || engines.loading}>
            {busy ? t('form.submitting') : t('check.submit')}
          </button>
        </div>
      </form>
    </div>
  );
}
