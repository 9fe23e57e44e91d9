import { Code } from '@app/contract/codes';
import {
  SERVICE_FIELDS,
  TRANS_TYPES,
  TURNAROUND_DAYS,
  TURNAROUNDS,
  TYPE_PAIRS,
  type TTransType,
} from '@app/contract/calls/service';
import { transCreate, transQuote } from '@app/contract/meta/service';
import { href, routeById } from '@app/contract/routes';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { ApiError, callApi } from '../../../shared/api/client';
import { StatusPanel } from '../../cms/components/status-panel';
import { formatYuan, type Lang } from '../../cms/lib/format';
import { errorAria, FormField } from '../../../shared/ui/form-field';
import { FilePick, type PickedFile } from '../components/file-pick';
import { payHref } from '../lib/display';
import { parseWords, type TransErrors, type TransForm, validateTrans } from '../lib/trans-form';
import '../../cms/components/cms.css';
import '../../../shared/ui/form.css';
import '../../contribution/contribution.css';
import '../service.css';
import { confirmAction } from '../../../shared/ui/confirm';
import { FormRefusal } from '../../contribution/components/form-refusal';

const MAX_MB = 20;

export const isTransType = (s: string | undefined): s is TTransType =>
  (TRANS_TYPES as readonly string[]).includes(s ?? '');

type Quote = { amountFen: number; perThousandFen: number; factorPct: number; days: number };

/** /paper/serviceTab/:type: order translation or editing; the price is the server's quote. */
export default function ServiceTab() {
  const { t, i18n } = useTranslation('service');
  const lang = i18n.language as Lang;
  const navigate = useNavigate();
  const raw = useParams().type;
  const type = isTransType(raw) ? raw : null;
  const [file, setFile] = useState<PickedFile | null>(null);
  const [form, setForm] = useState<Omit<TransForm, 'fileId'>>({
    wordCount: '',
    field: '',
    languagePair: type ? TYPE_PAIRS[type][0]! : '',
    turnaround: 'standard',
    remark: '',
  });
  const [errors, setErrors] = useState<TransErrors>({});
  const [quote, setQuote] = useState<Quote | null>(null);
  const [quoting, setQuoting] = useState(false);
  const [busy, setBusy] = useState(false);
  const [formError, setFormError] = useState<string>();

  // A new service type starts with its own language pair.
  useEffect(() => {
    if (type) setForm((f) => ({ ...f, languagePair: TYPE_PAIRS[type][0]! }));
  }, [type]);

  const words = parseWords(form.wordCount);
  useEffect(() => {
    if (!type || words === null) {
      setQuote(null);
      return;
    }
    const ctl = new AbortController();
    setQuoting(true);
    const timer = setTimeout(() => {
      callApi(transQuote, { type, turnaround: form.turnaround, wordCount: words }, { signal: ctl.signal, silent: true })
        .then((q) => !ctl.signal.aborted && setQuote(q))
        .catch(() => !ctl.signal.aborted && setQuote(null))
        .finally(() => !ctl.signal.aborted && setQuoting(false));
    }, 250);
    return () => {
      clearTimeout(timer);
      ctl.abort();
    };
  }, [type, words, form.turnaround]);

  if (!type) {
    return (
      <div className="ct-page">
        <StatusPanel
          kind="notFound"
          title={t('form.unknownType')}
          description={t('form.chooseService')}
          action={
            <div className="svc-types">
              {TRANS_TYPES.map((x) => (
                <Link key={x} to={href(routeById.serviceTab!.path, { type: x })}>
                  {t(`type.${x}`)}
                </Link>
              ))}
            </div>
          }
        />
      </div>
    );
  }

  const set = <K extends keyof typeof form>(k: K, v: (typeof form)[K]) => {
    setForm((f) => ({ ...f, [k]: v }));
    setErrors((e) => ({ ...e, [k]: undefined }));
  };
  const err = (k: keyof TransForm) => (errors[k] ? t(errors[k]!) : undefined);

  const submit = async () => {
    setFormError(undefined);
    const values: TransForm = { ...form, fileId: file?.id ?? '' };
    const found = validateTrans(type, values);
    setErrors(found);
    if (Object.keys(found).length || !quote) {
      setFormError(t('form.fixErrors'));
      return;
    }
    const ok = await confirmAction({
      title: t('form.confirmTitle'),
      content: t('form.confirmText', {
        service: t(`type.${type}`),
        words: words,
        amount: formatYuan(quote.amountFen, lang),
      }),
      confirmText: t('form.confirm'),
      cancelText: t('form.cancel'),
    });
    if (!ok) return;
    setBusy(true);
    try {
      const r = await callApi(
        transCreate,
        {
          type,
          languagePair: values.languagePair as never,
          field: values.field as never,
          wordCount: words!,
          turnaround: values.turnaround,
          fileId: values.fileId,
          remark: values.remark.trim(),
          quotedFen: quote.amountFen,
        },
        { expect: [Code.INVALID_INPUT, Code.INVALID_STATE] },
      );
      navigate(payHref(r.orderId));
    } catch (e) {
      if (e instanceof ApiError) {
        setFormError(e.codeMsg);
        // The price moved: show the server's new quote.
        if (e.code === Code.INVALID_STATE)
          callApi(transQuote, { type, turnaround: form.turnaround, wordCount: words! }, { silent: true }).then(
            setQuote,
            () => {},
          );
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="ct-page" data-testid="service-tab">
      <nav className="svc-types" aria-label={t('form.service')}>
        {TRANS_TYPES.map((x) => (
          <Link
            key={x}
            to={href(routeById.serviceTab!.path, { type: x })}
            aria-current={x === type ? 'page' : undefined}
            replace
          >
            {t(`type.${x}`)}
          </Link>
        ))}
      </nav>
      <p className="ct-notice">{t(`typeDesc.${type}`)}</p>
      <form
        className="ct-form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <section className="ct-section">
          <FilePick
            id="svc-file"
            label={t('form.file')}
            kind="paper"
            maxMb={MAX_MB}
            file={file}
            required
            error={err('fileId')}
            onChange={(f) => {
              setFile(f);
              setErrors((e) => ({ ...e, fileId: undefined }));
            }}
          />
          <FormField
            id="svc-words"
            label={t('form.wordCount')}
            error={err('wordCount')}
            hint={t('form.wordCountHint')}
            required
          >
            <input
              id="svc-words"
              className="app-input"
              inputMode="numeric"
              placeholder={t('form.wordCountPlaceholder')}
              value={form.wordCount}
              onChange={(e) => set('wordCount', e.target.value)}
              onBlur={() =>
                form.wordCount && parseWords(form.wordCount) === null
                  ? setErrors((x) => ({ ...x, wordCount: 'err.wordCount' }))
                  : undefined
              }
              {...errorAria('svc-words', err('wordCount'))}
            />
          </FormField>
          <FormField id="svc-field" label={t('form.field')} error={err('field')} required>
            <select
              id="svc-field"
              className="app-input app-select"
              value={form.field}
              onChange={(e) => set('field', e.target.value)}
              {...errorAria('svc-field', err('field'))}
            >
              <option value="">{t('form.chooseField')}</option>
              {SERVICE_FIELDS.map((f) => (
                <option key={f} value={f}>
                  {t(`field.${f}`)}
                </option>
              ))}
            </select>
          </FormField>
          <fieldset className="ct-fieldset">
            <legend className="app-field__label">{t('form.pair')}</legend>
            <div className="ct-chips">
              {TYPE_PAIRS[type].map((p) => (
                <button
                  key={p}
                  type="button"
                  className={`ct-chip${form.languagePair === p ? ' ct-chip--on' : ''}`}
                  aria-pressed={form.languagePair === p}
                  onClick={() => set('languagePair', p)}
                >
                  {t(`pair.${p}`)}
                </button>
              ))}
            </div>
          </fieldset>
          <fieldset className="ct-fieldset">
            <legend className="app-field__label">{t('form.turnaround')}</legend>
            <div className="ct-chips">
              {TURNAROUNDS.map((x) => (
                <button
                  key={x}
                  type="button"
                  className={`ct-chip${form.turnaround === x ? ' ct-chip--on' : ''}`}
                  aria-pressed={form.turnaround === x}
                  onClick={() => set('turnaround', x)}
                >
                  {t(`turnaround.${x}`, { days: TURNAROUND_DAYS[x] })}
                </button>
              ))}
            </div>
          </fieldset>
          <FormField id="svc-remark" label={t('form.remark')} error={err('remark')}>
            <textarea
              id="svc-remark"
              className="app-input app-textarea"
              rows={3}
              maxLength={500}
              placeholder={t('form.remarkPlaceholder')}
              value={form.remark}
              onChange={(e) => set('remark', e.target.value)}
            />
          </FormField>
        </section>
        <FormRefusal message={formError} />
        <div className="ct-submit-bar svc-bar">
          <div className="svc-price" aria-live="polite" data-testid="svc-quote">
            {quote ? (
              <>
                <span className="svc-price__amount">{formatYuan(quote.amountFen, lang)}</span>
                <span className="svc-price__rule">
                  {t('form.priceRule', {
                    rate: formatYuan(quote.perThousandFen, lang),
                    factor: quote.factorPct,
                    days: quote.days,
                  })}
                </span>
              </>
            ) : (
              <span className="svc-price__rule">
                {quoting && words !== null ? t('form.quoting') : t('form.priceWaiting')}
              </span>
            )}
          </div>
          <button type="submit" className="ct-btn ct-btn--primary" disabled={busy}>
            {busy ? t('form.submitting') : t('form.submit')}
          </button>
        </div>
      </form>
    </div>
  );
}
