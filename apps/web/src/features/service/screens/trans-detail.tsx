import { AFTER_SALES_DAYS } from '@app/contract/calls/service';
import { Code } from '@app/contract/codes';
import { transConfirm, transDetails } from '@app/contract/meta/service';
import { href, routeById } from '@app/contract/routes';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ApiError, callApi, toast } from '../../../shared/api/client';
import { useCall } from '../../../shared/api/use-call';
import { PageLoading } from '../../../shared/ui/page-loading';
import { StatusPanel } from '../../cms/components/status-panel';
import { formatDate, formatDateTime, formatYuan, type Lang } from '../../cms/lib/format';
import { formatFileSize } from '../../contribution/lib/file-size';
import { orderQuery } from '../../invoice/lib/order-ref';
import { parseId } from '../../contribution/lib/parse-id';
import { Timeline } from '../components/timeline';
import { displayState, payable, payHref } from '../lib/display';
import '../../cms/components/cms.css';
import '../../../shared/ui/form.css';
import '../../contribution/contribution.css';
import '../service.css';
import { confirmAction } from '../../../shared/ui/confirm';

/** /personal/trans/detail/:id (id = order id): facts, files, progress, and the user's next step. */
export default function TransDetail() {
  const { t, i18n } = useTranslation('service');
  const lang = i18n.language as Lang;
  const id = parseId(useParams().id);
  const d = useCall(transDetails, id ? { id } : null, { expect: [Code.NOT_FOUND] });
  const [busy, setBusy] = useState(false);

  if (!id || d.error?.code === Code.NOT_FOUND)
    return (
      <div className="ct-page">
        <StatusPanel
          kind="notFound"
          title={t('detail.notFound')}
          action={
            <Link className="cms-btn" to={routeById.transOrders!.path}>
              {t('detail.back')}
            </Link>
          }
        />
      </div>
    );
  if (d.error) return <StatusPanel kind="error" description={d.error.codeMsg} onRetry={d.reload} />;
  if (!d.data) return <PageLoading />;
  const o = d.data;
  const state = displayState(o.orderStatus, o.progress);

  const confirm = async () => {
    const ok = await confirmAction({
      title: t('detail.confirmTitle'),
      content: t('detail.confirmText'),
      confirmText: t('detail.confirmOk'),
      cancelText: t('form.cancel'),
    });
    if (!ok) return;
    setBusy(true);
    try {
      await callApi(transConfirm, { id: o.id });
      toast(t('detail.confirmed'));
    } catch (e) {
      if (!(e instanceof ApiError)) throw e;
    } finally {
      setBusy(false);
      d.reload();
    }
  };

  const facts: [string, string][] = [
    [t('detail.orderNo'), o.orderNo],
    [t('detail.service'), t(`type.${o.type}`)],
    [t('detail.pair'), t(`pair.${o.languagePair}`)],
    [t('detail.field'), t(`field.${o.field}`)],
    [t('detail.words'), String(o.wordCount)],
    [t('detail.turnaround'), t(`turnaround.${o.turnaround}`, { days: o.turnaround === 'express' ? 3 : 7 })],
    [t('detail.amount'), formatYuan(o.amountFen, lang)],
    [t('detail.createdAt'), formatDateTime(o.createdAt, lang)],
  ];
  if (o.remark) facts.push([t('detail.remark'), o.remark]);

  return (
    <div className="ct-page" data-testid="trans-detail">
      <div className={`ct-state svc-status--${state}`} data-testid="trans-state">
        <strong>{t(`progress.${state}`)}</strong>
        {o.afterSalesUntil ? (
          <span>
            {o.canAfterSales
              ? t('detail.afterSalesUntil', { date: formatDate(o.afterSalesUntil, lang) })
              : t('detail.afterSalesClosed')}
          </span>
        ) : null}
      </div>
      <section className="ct-card">
        <h2>{t('detail.facts')}</h2>
        <dl className="ct-facts">
          {facts.map(([k, v]) => (
            <div key={k}>
              <dt>{k}</dt>
              <dd>{v}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section className="ct-card">
        <h2>{t('detail.files')}</h2>
        <dl className="ct-facts">
          <div>
            <dt>{t('detail.manuscript')}</dt>
            <dd>
              {o.manuscript ? (
                <a className="svc-link" href={o.manuscript.url} download>
                  {o.manuscript.name} ({formatFileSize(o.manuscript.size)})
                </a>
              ) : (
                '—'
              )}
            </dd>
          </div>
          <div>
            <dt>{t('detail.delivered')}</dt>
            <dd>
              {o.delivered ? (
                <a className="svc-link" href={o.delivered.url} download data-testid="trans-delivered">
                  {t('detail.download')} {o.delivered.name}
                </a>
              ) : (
                <span className="app-field__hint">{t('detail.notDelivered')}</span>
              )}
            </dd>
          </div>
        </dl>
      </section>
      <section className="ct-card">
        <h2>{t('detail.timeline')}</h2>
        <Timeline events={o.events} labels="progress" />
      </section>
      <div className="svc-actions">
        {payable(o.orderStatus) ? (
          <Link className="ct-btn ct-btn--primary" to={payHref(o.id)}>
            {t('detail.pay')}
          </Link>
        ) : null}
        {o.canAfterSales ? (
          <Link className="ct-btn" to={href(routeById.afterSales!.path, { id: o.id })}>
            {t('detail.afterSales')}
          </Link>
        ) : null}
        {o.canConfirm ? (
          <button type="button" className="ct-btn ct-btn--primary" disabled={busy} onClick={() => void confirm()}>
            {t('detail.confirm')}
          </button>
        ) : null}
        {o.orderStatus === 'paid' ? (
          <Link className="ct-btn" to={`${routeById.viewInvoice!.path}${orderQuery(o.id, 'translation')}`}>
            {t('detail.invoice')}
          </Link>
        ) : null}
        <Link className="ct-btn" to={routeById.transOrders!.path}>
          {t('detail.back')}
        </Link>
      </div>
      <p className="app-field__hint" style={{ margin: '12px 16px' }}>
        {t('after.intro', { days: AFTER_SALES_DAYS })}
      </p>
    </div>
  );
}
