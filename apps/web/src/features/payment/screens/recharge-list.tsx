import { topupList } from '@app/contract/meta/wallet';
import { routeById } from '@app/contract/routes';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { callApi } from '../../../shared/api/client';
import { ListSkeleton } from '../../cms/components/list-skeleton';
import { LoadMore } from '../../cms/components/load-more';
import { StatusPanel } from '../../cms/components/status-panel';
import { formatDateTime, formatYuan, type Lang } from '../../cms/lib/format';
import { usePaged } from '../../cms/lib/use-paged';
import { payPath } from '../lib/order-home';
import '../styles';

/** /wallet/rechargeList (login): the user's top-up orders; an unpaid one can still be paid. */
export default function RechargeList() {
  const { t, i18n } = useTranslation('payment');
  const lang = i18n.language as Lang;
  const fetchPage = useCallback(
    (page: number, signal: AbortSignal) => callApi(topupList, { page, pageSize: 20 }, { signal, silent: page === 1 }),
    [],
  );
  const list = usePaged('topups', fetchPage);

  return (
    <div className="cms-page pm-page">
      <header className="cms-head">
        <h1 className="cms-head__title">{t('recharges.title')}</h1>
        {list.first ? <span className="cms-head__count">{t('recharges.count', { count: list.total })}</span> : null}
      </header>
      {list.loading && !list.items.length ? <ListSkeleton rows={4} thumb={false} /> : null}
      {list.error && !list.items.length ? (
        <StatusPanel kind="error" description={list.error.codeMsg} onRetry={list.retry} />
      ) : null}
      {list.first && !list.items.length ? (
        <StatusPanel
          kind="empty"
          title={t('recharges.empty')}
          action={
            <Link className="cms-btn" to={routeById.walletRecharge!.path}>
              {t('wallet.topUp')}
            </Link>
          }
        />
      ) : null}
      {list.items.length ? (
        <>
          <ul className="pm-list" style={{ marginTop: 0 }} data-testid="recharge-list">
            {list.items.map((r) => (
              <li key={r.id} className="pm-item" data-testid="recharge-row">
                <span className="pm-item__body">
                  <span className="pm-item__title">{t('recharges.orderNo', { no: r.orderNo })}</span>
                  <span className="pm-item__meta">{formatDateTime(r.paidAt ?? r.createdAt, lang)}</span>
                  {r.bonusFen ? (
                    <span className="pm-item__meta">
                      {t('recharges.bonus', { bonus: formatYuan(r.bonusFen, lang) })}
                    </span>
                  ) : null}
                </span>
                <span className="pm-item__side">
                  <strong>{formatYuan(r.amountFen, lang)}</strong>
                  {r.status === 'unpaid' || r.status === 'paying' ? (
                    <Link className="pm-link pm-item__meta" to={payPath(r.id)}>
                      {t('recharges.pay')}
                    </Link>
                  ) : (
                    <span className="pm-item__meta">{t(`status.${r.status}`)}</span>
                  )}
                </span>
              </li>
            ))}
          </ul>
          <LoadMore
            hasMore={list.hasMore}
            loading={list.loading}
            failed={!!list.error}
            onLoad={list.error ? list.retry : list.loadMore}
          />
        </>
      ) : null}
    </div>
  );
}
