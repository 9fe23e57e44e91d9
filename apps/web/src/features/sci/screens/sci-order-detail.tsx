import { reviewConfig } from '@app/contract/meta/contribution';
import { sciDetails, sciWithdraw } from '@app/contract/meta/sci';
import { href, routeById } from '@app/contract/routes';
import { Dialog } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ApiError, callApi, toast } from '../../../shared/api/client';
import { useCall } from '../../../shared/api/use-call';
import { formatDateTime, formatImpactFactor, formatYuan, type Lang } from '../../cms/lib/format';
import { AuthorTable } from '../../contribution/components/author-table';
import { formatFileSize } from '../../contribution/lib/file-size';
import { parseId } from '../../contribution/lib/parse-id';
import { OrderGate } from '../components/order-gate';
import { SciTimeline } from '../components/timeline';
import '../../cms/components/cms.css';
import '../../../shared/ui/form.css';
import '../../contribution/contribution.css';
import '../sci.css';
// antd-mobile's Dialog/Toast need the React 19 renderer registered first (STACK gotcha 2).
import '../../../shared/api/render-patch';

/**
 * /personal/sci/detail/:id (the order's id): payment status and progress, what to do next (pay,
 * modify, read opinions, withdraw), the progress timeline, the manuscript and its authors.
 */
export default function SciOrderDetail() {
  const { t, i18n } = useTranslation('sci');
  const tc = useTranslation('contribution').t;
  const lang = (i18n.language === 'en' ? 'en' : 'zh') as Lang;
  const id = parseId(useParams().id);
  const res = useCall(sciDetails, id === null ? null : { id }, { silent: true });
  const config = useCall(reviewConfig, {}, { silent: true });
  const [busy, setBusy] = useState(false);

  return (
    <OrderGate id={id} res={res}>
      {(o) => {
        const fields = config.data?.fields ?? [];
        const titles = config.data?.titles ?? [];
        const opinions = o.timeline.filter((e) => e.actor === 'staff' && e.opinion).length;
        const withdraw = async () => {
          const ok = await Dialog.confirm({
            title: t('order.withdrawTitle'),
            content: t('order.withdrawText'),
            confirmText: t('order.withdraw'),
            cancelText: t('form.cancel'),
          });
          if (!ok) return;
          setBusy(true);
          try {
            await callApi(sciWithdraw, { id: o.id }, { expect: [] });
            toast(t('order.withdrawn'));
          } catch (err) {
            if (!(err instanceof ApiError)) throw err;
          } finally {
            setBusy(false);
            res.reload();
          }
        };
        return (
          <div className="ct-page sci-page">
            <header className="ct-head">
              <div className="sci-tags">
                <span className={`sci-progress sci-progress--${o.progress}`} data-testid="sci-progress">
                  {t(`progress.${o.progress}`)}
                </span>
                <span className={`sci-pay sci-pay--${o.payStatus}`} data-testid="sci-pay-status">
                  {t(`pay.${o.payStatus}`)}
                </span>
              </div>
              <h1>{o.title}</h1>
              <p className="ct-head__meta">
                <Link to={href(routeById.sciDetail!.path, { id: o.journal.id })}>{o.journal.name}</Link>
                <span>
                  {o.journal.partition} · IF {formatImpactFactor(o.journal.impactFactor)}
                </span>
              </p>
            </header>
            <div className={`ct-state sci-state sci-state--${o.progress}`} role="status">
              <span>{o.payStatus === 'unpaid' ? t('state.unpaid') : t(`state.${o.progress}`)}</span>
              <div className="sci-actions">
                {o.payStatus === 'unpaid' ? (
                  <Link
                    className="ct-btn ct-btn--primary"
                    to={`${routeById.orderPay!.path}?orderId=${o.id}`}
                    data-testid="sci-pay"
                  >
                    {t('orders.pay')}
                  </Link>
                ) : null}
                {o.modifiable ? (
                  <Link
                    className={`ct-btn${o.payStatus === 'unpaid' ? '' : ' ct-btn--primary'}`}
                    to={href(routeById.modifySci!.path, { id: o.id })}
                    data-testid="sci-modify"
                  >
                    {o.progress === 'revision' ? t('order.revise') : t('order.modify')}
                  </Link>
                ) : null}
                {opinions ? (
                  <Link
                    className="ct-btn"
                    to={href(routeById.sciOpinion!.path, { id: o.id })}
                    data-testid="sci-opinions"
                  >
                    {t('order.opinions', { count: opinions })}
                  </Link>
                ) : null}
                {o.withdrawable ? (
                  <button type="button" className="ct-btn" disabled={busy} onClick={() => void withdraw()}>
                    {t('order.withdraw')}
                  </button>
                ) : null}
              </div>
            </div>
            <section className="ct-card" aria-labelledby="sci-order-facts">
              <h2 id="sci-order-facts">{t('order.facts')}</h2>
              <dl className="ct-facts">
                <div>
                  <dt>{t('order.orderNo')}</dt>
                  <dd data-testid="sci-order-no">{o.orderNo}</dd>
                </div>
                <div>
                  <dt>{t('order.service')}</dt>
                  <dd>{t(`type.${o.type}.name`)}</dd>
                </div>
                <div>
                  <dt>{t('order.amount')}</dt>
                  <dd>{formatYuan(o.amountFen, lang)}</dd>
                </div>
                <div>
                  <dt>{t('order.created')}</dt>
                  <dd>{formatDateTime(o.createdAt, lang)}</dd>
                </div>
              </dl>
            </section>
            <section className="ct-card" aria-labelledby="sci-order-timeline">
              <h2 id="sci-order-timeline">{t('timeline.title')}</h2>
              <SciTimeline events={o.timeline} />
            </section>
            <section className="ct-card" aria-labelledby="sci-order-paper">
              <h2 id="sci-order-paper">{t('form.paperSection')}</h2>
              <dl className="ct-facts">
                <div>
                  <dt>{tc('label.keywords')}</dt>
                  <dd>{o.keywords}</dd>
                </div>
                <div>
                  <dt>{tc('label.fields')}</dt>
                  <dd>{o.fields.map((f) => fields.find((x) => x.value === f)?.label ?? f).join(tc('detail.sep'))}</dd>
                </div>
                <div>
                  <dt>{tc('paper.file')}</dt>
                  <dd>
                    {o.file ? (
                      <a href={o.file.url} download={o.file.name} data-testid="sci-file-link">
                        {o.file.name} ({formatFileSize(o.file.size)})
                      </a>
                    ) : (
                      tc('detail.none')
                    )}
                  </dd>
                </div>
                {o.remark ? (
                  <div>
                    <dt>{t('form.remark')}</dt>
                    <dd>{o.remark}</dd>
                  </div>
                ) : null}
              </dl>
              <div className="ct-abstract">
                <h3>{tc('label.abstract')}</h3>
                <p>{o.abstract}</p>
              </div>
            </section>
            {o.authors.length ? <AuthorTable authors={o.authors} titles={titles} fields={fields} /> : null}
          </div>
        );
      }}
    </OrderGate>
  );
}
