import type { CallOutput } from '@app/contract/call';
import { Code } from '@app/contract/codes';
import { INVOICE_STATUSES, type TInvoiceStatus } from '@app/contract/invoice-rules';
import { invoiceSearch, invoiceTitleDelete, invoiceTitleList, invoiceTitleSave } from '@app/contract/meta/invoice';
import { routeById } from '@app/contract/routes';
import { Button } from 'antd-mobile';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ApiError, callApi, toast } from '../../../shared/api/client';
import { useCall } from '../../../shared/api/use-call';
import { ListSkeleton } from '../../cms/components/list-skeleton';
import { StatusPanel } from '../../cms/components/status-panel';
import { formatDate, formatYuan, type Lang } from '../../cms/lib/format';
import { confirmAction } from '../../../shared/ui/confirm';
import { type FieldErrors, hasErrors } from '../../passport/lib/validate';
import { InvoiceStatus } from '../components/invoice-status';
import { TitleFields, type TitleValues } from '../components/title-fields';
import { orderName } from '../lib/format';
import { invoiceErrors, serverErrors } from '../lib/invoice-form';
import { orderQuery } from '../lib/order-ref';
import '../../meeting/styles';
import '../../passport/passport.css';
import '../invoice.css';

type Saved = CallOutput<typeof invoiceTitleList>[number];
const HISTORY_SIZE = 50;

/**
 * /personal/invoice (login): the user's saved invoice titles (add, edit, delete after a
 * confirmation) and the history of invoice requests, each opening its invoice screen.
 */
export default function Invoices() {
  const { t } = useTranslation('invoice');
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'history' ? 'history' : 'titles';
  return (
    <div className="cms-page mt-page">
      <div className="app-tabs" role="tablist">
        {(['titles', 'history'] as const).map((k) => (
          <button
            key={k}
            type="button"
            role="tab"
            aria-selected={tab === k}
            className={`app-tab${tab === k ? ' app-tab--on' : ''}`}
            onClick={() => setParams(k === 'titles' ? {} : { tab: k }, { replace: true })}
          >
            {k === 'titles' ? t('mine.tabTitles') : t('mine.tabHistory')}
          </button>
        ))}
      </div>
      {tab === 'titles' ? <Titles /> : <History />}
    </div>
  );
}

function Loading() {
  return (
    <div aria-busy="true">
      <ListSkeleton rows={3} thumb={false} />
    </div>
  );
}

function Titles() {
  const { t } = useTranslation('invoice');
  const list = useCall(invoiceTitleList, {}, { silent: true });
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const done = () => {
    setEditing(null);
    list.reload();
  };
  const remove = async (s: Saved) => {
    const ok = await confirmAction({
      title: t('mine.deleteTitle'),
      content: t('mine.deleteConfirm', { title: s.invoiceTitle }),
      confirmText: t('common.delete'),
      cancelText: t('common.cancel'),
    });
    if (!ok) return;
    try {
      await callApi(invoiceTitleDelete, { id: s.id }, { expect: [Code.NOT_FOUND] });
      toast(t('mine.deleted'));
    } catch (err) {
      if (!(err instanceof ApiError)) return;
    }
    list.reload();
  };

  if (list.error && !list.data)
    return <StatusPanel kind="error" description={list.error.codeMsg} onRetry={list.reload} />;
  if (!list.data) return <Loading />;
  return (
    <div className="iv-list">
      {editing === 'new' ? (
        <TitleEditor onDone={done} onCancel={() => setEditing(null)} />
      ) : (
        <div className="iv-item__actions">
          <button type="button" className="iv-link-btn iv-link-btn--primary" onClick={() => setEditing('new')}>
            {t('mine.addTitle')}
          </button>
        </div>
      )}
      {list.data.length === 0 && editing !== 'new' ? (
        <StatusPanel kind="empty" title={t('mine.noTitles')} compact />
      ) : null}
      <ul className="iv-plain" data-testid="title-list">
        {list.data.map((s) =>
          editing === s.id ? (
            <li key={s.id}>
              <TitleEditor initial={s} onDone={done} onCancel={() => setEditing(null)} />
            </li>
          ) : (
            <li key={s.id} className="iv-item" data-testid="title-item">
              <div className="iv-item__top">
                <p className="iv-item__title">{s.invoiceTitle}</p>
                <span className="iv-status iv-status--requested">{t(`titleType.${s.titleType}`)}</span>
              </div>
              <p className="iv-item__meta">
                {s.taxNo ? `${t('field.taxNo')} ${s.taxNo} · ` : ''}
                {s.email}
              </p>
              <div className="iv-item__actions">
                <button type="button" className="iv-link-btn" onClick={() => setEditing(s.id)}>
                  {t('common.edit')}
                </button>
                <button type="button" className="iv-link-btn iv-link-btn--danger" onClick={() => void remove(s)}>
                  {t('common.delete')}
                </button>
              </div>
            </li>
          ),
        )}
      </ul>
    </div>
  );
}

function TitleEditor({ initial, onDone, onCancel }: { initial?: Saved; onDone: () => void; onCancel: () => void }) {
  const { t, i18n } = useTranslation('invoice');
  const lang = i18n.language as Lang;
  const [values, setValues] = useState<TitleValues>(
    initial
      ? { titleType: initial.titleType, invoiceTitle: initial.invoiceTitle, taxNo: initial.taxNo, email: initial.email }
      : { titleType: 'company', invoiceTitle: '', taxNo: '', email: '' },
  );
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const submit = async (ev: FormEvent) => {
    ev.preventDefault();
    const found = invoiceErrors({ ...values, remark: '' }, lang);
    setErrors(found);
    if (hasErrors(found)) return;
    setBusy(true);
    try {
      await callApi(
        invoiceTitleSave,
        { ...values, ...(initial ? { id: initial.id } : {}) },
        { expect: [Code.INVALID_INPUT, Code.INVALID_STATE, Code.NOT_FOUND] },
      );
      toast(t('mine.saved'));
      onDone();
    } catch (err) {
      setBusy(false);
      if (err instanceof ApiError) setErrors(serverErrors(err, lang));
    }
  };
  const prefix = `te-${initial?.id ?? 'new'}`;
  return (
    <form
      className="iv-item pp-form"
      onSubmit={submit}
      noValidate
      aria-label={initial ? t('mine.editTitle') : t('mine.addTitle')}
    >
      <p className="iv-item__title">{initial ? t('mine.editTitle') : t('mine.addTitle')}</p>
      <TitleFields
        idPrefix={prefix}
        values={values}
        errors={errors}
        onChange={(p) => {
          setValues((v) => ({ ...v, ...p }));
          setErrors((e) => ({
            ...e,
            ...Object.fromEntries(Object.keys(p).map((k) => [k, undefined])),
            form: undefined,
          }));
        }}
      />
      {errors.form ? (
        <p className="pp-field__error" role="alert">
          {errors.form}
        </p>
      ) : null}
      <div className="iv-item__actions">
        <Button size="small" onClick={onCancel}>
          {t('common.cancel')}
        </Button>
        <Button size="small" color="primary" type="submit" loading={busy}>
          {t('common.save')}
        </Button>
      </div>
    </form>
  );
}

function History() {
  const { t, i18n } = useTranslation('invoice');
  const lang = i18n.language as Lang;
  const [status, setStatus] = useState<TInvoiceStatus | ''>('');
  const list = useCall(
    invoiceSearch,
    { page: 1, pageSize: HISTORY_SIZE, ...(status ? { status } : {}) },
    { silent: true },
  );
  return (
    <>
      <div className="iv-filter">
        <select
          aria-label={t('staff.statusLabel')}
          value={status}
          onChange={(e) => setStatus(e.target.value as TInvoiceStatus | '')}
        >
          <option value="">{t('mine.allStatuses')}</option>
          {INVOICE_STATUSES.map((s) => (
            <option key={s} value={s}>
              {t(`status.${s}`)}
            </option>
          ))}
        </select>
      </div>
      {list.error && !list.data ? (
        <StatusPanel kind="error" description={list.error.codeMsg} onRetry={list.reload} />
      ) : !list.data ? (
        <Loading />
      ) : list.data.list.length === 0 ? (
        <StatusPanel kind="empty" title={t('mine.noHistory')} />
      ) : (
        <ul className="iv-list iv-plain" data-testid="invoice-history-list">
          {list.data.list.map((i) => (
            <li key={i.id}>
              <Link
                className="iv-item mt-order"
                to={`${routeById.viewInvoice!.path}${orderQuery(i.orderId, i.orderKind)}`}
                data-testid="invoice-row"
              >
                <div className="iv-item__top">
                  <p className="iv-item__title">{i.invoiceTitle}</p>
                  <InvoiceStatus status={i.status} />
                </div>
                <p className="iv-item__meta">{orderName(t, i.orderKind, i.orderTitle)}</p>
                <div className="mt-order__bottom">
                  <span>
                    {t(`type.${i.invoiceType}`)} · {formatDate(i.createdAt, lang)}
                  </span>
                  <strong className="mt-order__amount">{formatYuan(i.amountFen, lang)}</strong>
                </div>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
