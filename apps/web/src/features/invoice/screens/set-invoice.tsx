import type { CallOutput } from '@app/contract/call';
import { Code } from '@app/contract/codes';
import type { TOrderKind } from '@app/contract/calls/order';
import type { TInvoiceKind } from '@app/contract/invoice-rules';
import { invoiceModify, invoiceSubmit, invoiceTitleList, invoiceView } from '@app/contract/meta/invoice';
import { routeById } from '@app/contract/routes';
import { Button } from 'antd-mobile';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ApiError, callApi, toast } from '../../../shared/api/client';
import { useCall } from '../../../shared/api/use-call';
import { StatusPanel } from '../../cms/components/status-panel';
import { formatYuan, type Lang } from '../../cms/lib/format';
import { errorAria, FormField } from '../../passport/components/form-field';
import { type FieldErrors, hasErrors } from '../../passport/lib/validate';
import { OrderLoadState } from '../components/page-states';
import { TitleFields, type TitleValues } from '../components/title-fields';
import { orderName } from '../lib/format';
import { type InvoiceFormValues, invoiceErrors, serverErrors } from '../lib/invoice-form';
import { orderQuery, readOrderRef } from '../lib/order-ref';
import { MeetingCard } from '../../meeting/components/meeting-card';
import '../../meeting/styles';
import '../../passport/passport.css';
import '../invoice.css';

type View = CallOutput<typeof invoiceView>;
type Saved = CallOutput<typeof invoiceTitleList>[number];

/**
 * /attendOrder/setInvoice?orderId= (login): request an invoice for a paid order, or change the
 * request before it is issued (a rejected one goes back to staff). Follows the order's setting:
 * offered or not, which invoice types, the conference's note. Each refusal stands under its field.
 */
export default function SetInvoice() {
  const [params] = useSearchParams();
  const { orderId, kind } = readOrderRef(params);
  const res = useCall(invoiceView, orderId === null ? null : { a: kind, b: orderId }, { silent: true });
  const titles = useCall(invoiceTitleList, {}, { silent: true });
  if (!res.data) return <OrderLoadState orderId={orderId} res={res} />;
  return (
    <InvoiceForm key={res.data.invoice?.updatedAt ?? 'new'} view={res.data} kind={kind} saved={titles.data ?? []} />
  );
}

function InvoiceForm({ view, kind, saved }: { view: View; kind: TOrderKind; saved: Saved[] }) {
  const { t, i18n } = useTranslation('invoice');
  const lang = i18n.language as Lang;
  const navigate = useNavigate();
  const inv = view.invoice;
  const viewPath = `${routeById.viewInvoice!.path}${orderQuery(view.order.id, kind)}`;
  const types = view.setting.types;
  const [values, setValues] = useState<InvoiceFormValues>(() =>
    inv
      ? {
          titleType: inv.titleType,
          invoiceTitle: inv.invoiceTitle,
          taxNo: inv.taxNo,
          invoiceType: types.includes(inv.invoiceType) ? inv.invoiceType : (types[0] ?? 'normal'),
          email: inv.email,
          remark: inv.remark,
        }
      : {
          titleType: 'personal',
          invoiceTitle: '',
          taxNo: '',
          invoiceType: types[0] ?? 'normal',
          email: '',
          remark: '',
        },
  );
  const [saveTitle, setSaveTitle] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);

  if (view.blocked || inv?.status === 'issued') {
    return (
      <div className="cms-page mt-page">
        <StatusPanel
          kind="empty"
          title={inv?.status === 'issued' ? t('set.issuedAlready') : t(`blocked.${view.blocked}`)}
          action={
            <Link className="cms-btn cms-btn--ghost" to={viewPath}>
              {t('set.toView')}
            </Link>
          }
        />
      </div>
    );
  }

  const change = (patch: Partial<InvoiceFormValues>) => {
    setValues((v) => ({ ...v, ...patch }));
    setErrors((e) => {
      const next: FieldErrors = { ...e, form: undefined };
      for (const k of Object.keys(patch)) next[k] = undefined;
      if ('titleType' in patch) next.invoiceType = undefined;
      return next;
    });
  };
  const pick = (s: Saved) =>
    change({ titleType: s.titleType, invoiceTitle: s.invoiceTitle, taxNo: s.taxNo, email: s.email });

  const submit = async (ev: FormEvent) => {
    ev.preventDefault();
    const found = invoiceErrors(values, lang, types);
    setErrors(found);
    if (hasErrors(found)) return;
    setBusy(true);
    try {
      const input = { a: kind, b: view.order.id, ...values, saveTitle };
      const expect = [Code.INVALID_INPUT, Code.INVALID_STATE, Code.ALREADY_SUBMITTED, Code.NOT_FOUND];
      if (inv) await callApi(invoiceModify, input, { expect });
      else await callApi(invoiceSubmit, input, { expect });
      toast(inv ? t('set.modified') : t('set.submitted'));
      navigate(viewPath, { replace: true });
    } catch (err) {
      setBusy(false);
      if (err instanceof ApiError) setErrors(serverErrors(err, lang));
    }
  };

  const typeError = errors.invoiceType;
  return (
    <div className="cms-page mt-page">
      <form className="mt-form" onSubmit={submit} noValidate>
        <header className="mt-form__head">
          <h1 className="mt-form__title">{inv ? t('set.modifyHeading') : t('set.heading')}</h1>
          <p className="mt-form__meeting">
            {orderName(t, view.order.kind, view.order.title)} · {t('common.amount')}{' '}
            <strong>{formatYuan(view.order.amountFen, lang)}</strong>
          </p>
        </header>
        {view.setting.note ? (
          <MeetingCard titleId="si-note" title={t('set.note')}>
            <p className="iv-note">{view.setting.note}</p>
          </MeetingCard>
        ) : null}
        <div className="mt-card pp-form mt-fields">
          <div className="iv-block">
            <span className="iv-label" id="si-type-label">
              {t('field.invoiceType')}
            </span>
            <div
              className="iv-choices"
              role="radiogroup"
              aria-labelledby="si-type-label"
              {...errorAria('si-invoiceType', typeError)}
            >
              {types.map((ty) => (
                <label key={ty} className={`iv-choice${values.invoiceType === ty ? ' iv-choice--on' : ''}`}>
                  <input
                    type="radio"
                    name="invoiceType"
                    value={ty}
                    checked={values.invoiceType === ty}
                    onChange={() => change({ invoiceType: ty as TInvoiceKind })}
                  />
                  {t(`type.${ty}`)}
                </label>
              ))}
            </div>
            {typeError ? (
              <div className="pp-field__error" id="si-invoiceType-error" role="alert">
                {typeError}
              </div>
            ) : types.includes('special') ? (
              <div className="pp-field__hint">{t('set.specialHint')}</div>
            ) : null}
          </div>
          {saved.length ? (
            <div className="iv-block">
              <span className="iv-label">{t('field.savedTitles')}</span>
              <div className="iv-saved" data-testid="saved-titles">
                {saved.map((s) => (
                  <button key={s.id} type="button" onClick={() => pick(s)} title={s.invoiceTitle}>
                    {s.invoiceTitle}
                  </button>
                ))}
              </div>
            </div>
          ) : null}
          <TitleFields
            idPrefix="si"
            values={values}
            errors={errors}
            onChange={(p: Partial<TitleValues>) => change(p)}
          />
          <FormField id="si-remark" label={t('field.remark')} error={errors.remark}>
            <textarea
              id="si-remark"
              className="iv-textarea"
              maxLength={200}
              placeholder={t('field.remarkPlaceholder')}
              value={values.remark}
              onChange={(e) => change({ remark: e.target.value })}
              {...errorAria('si-remark', errors.remark)}
            />
          </FormField>
          <label className="iv-check">
            <input type="checkbox" checked={saveTitle} onChange={(e) => setSaveTitle(e.target.checked)} />
            {t('field.saveTitle')}
          </label>
        </div>
        {errors.form ? (
          <p className="pp-field__error mt-form__error" role="alert">
            {errors.form}
          </p>
        ) : null}
        <div className="mt-form__foot">
          <Button className="pp-submit" block color="primary" size="large" type="submit" loading={busy}>
            {inv ? t('set.modifySubmit') : t('set.submit')}
          </Button>
        </div>
      </form>
    </div>
  );
}
