import type { CallOutput } from '@app/contract/call';
import { checkList } from '@app/contract/meta/service';
import { routeById } from '@app/contract/routes';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { callApi } from '../../../shared/api/client';
import { ListSkeleton } from '../../cms/components/list-skeleton';
import { LoadMore } from '../../cms/components/load-more';
import { StatusPanel } from '../../cms/components/status-panel';
import { formatDate, formatYuan, type Lang } from '../../cms/lib/format';
import { usePaged } from '../../cms/lib/use-paged';
import { displayState, payable, payHref } from '../lib/display';
import '../../cms/components/cms.css';
import '../../../shared/ui/form.css';
import '../../contribution/contribution.css';
import '../service.css';

type Brief = CallOutput<typeof checkList>['list'][number];
const PAGE_SIZE = 10;

export const percent = (bp: number) => (bp / 100).toFixed(2);

function CheckRow({ o }: { o: Brief }) {
  const { t, i18n } = useTranslation('service');
  const lang = i18n.language as Lang;
  const state = displayState(o.orderStatus, o.progress);
  return (
    <div className="ct-row" data-testid="check-row">
      <div className="ct-row__top">
        <span>{t('list.orderNo', { no: o.orderNo })}</span>
        <span className={`svc-status svc-status--${state}`}>{t(`checkProgress.${state}`)}</span>
      </div>
      <div className="ct-row__title">{o.title}</div>
      <div className="svc-row__meta">
        <span>{t(`engine.${o.engine}`)}</span>
        <span>{t('list.createdOn', { date: formatDate(o.createdAt, lang) })}</span>
        {o.similarityBp !== null ? <span>{t('check.similarity', { value: percent(o.similarityBp) })}</span> : null}
      </div>
      {o.paper ? (
        <a className="svc-link" href={o.paper.url} download>
          {t('check.paper')}: {o.paper.name}
        </a>
      ) : null}
      <div className="svc-row__foot">
        <span className="svc-row__amount">{formatYuan(o.amountFen, lang)}</span>
        {o.report ? (
          <a className="svc-pay" href={o.report.url} download data-testid="check-report">
            {t('check.report')}
          </a>
        ) : payable(o.orderStatus) ? (
          <Link className="svc-pay" to={payHref(o.id)}>
            {t('check.pay')}
          </Link>
        ) : null}
      </div>
    </div>
  );
}

/** /check/checkOrderList (and its /personal aliases): the user's paper check orders and reports. */
export default function CheckOrders() {
  const { t } = useTranslation('service');
  const fetchPage = useCallback(
    (page: number, signal: AbortSignal) =>
      callApi(checkList, { page, pageSize: PAGE_SIZE }, { signal, silent: page === 1 }),
    [],
  );
  const list = usePaged('all', fetchPage);
  return (
    <div className="ct-page">
      <header className="ct-head ct-head--plain">
        <h1>{t('check.listTitle')}</h1>
        {list.first ? <span className="ct-head__meta">{t('check.count', { count: list.total })}</span> : null}
      </header>
      {list.loading && !list.items.length ? <ListSkeleton rows={4} thumb={false} /> : null}
      {list.error && !list.items.length ? (
        <StatusPanel kind="error" description={list.error.codeMsg} onRetry={list.retry} />
      ) : null}
      {list.first && !list.items.length && !list.error ? (
        <StatusPanel
          kind="empty"
          title={t('check.empty')}
          action={
            <Link className="cms-btn" to={routeById.paperCheckUpload!.path}>
              {t('check.newCheck')}
            </Link>
          }
        />
      ) : null}
      {list.items.length ? (
        <div className="ct-list" data-testid="check-list" style={{ marginTop: 12 }}>
          {list.items.map((o) => (
            <CheckRow key={o.id} o={o} />
          ))}
          <LoadMore
            hasMore={list.hasMore}
            loading={list.loading}
            failed={!!list.error}
            onLoad={list.error ? list.retry : list.loadMore}
          />
        </div>
      ) : null}
    </div>
  );
}
