import type { CallOutput } from '@app/contract/call';
import { couponList } from '@app/contract/meta/coupon';
import { routeById } from '@app/contract/routes';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { callApi } from '../../../shared/api/client';
import { ListSkeleton } from '../../cms/components/list-skeleton';
import { LoadMore } from '../../cms/components/load-more';
import { StatusPanel } from '../../cms/components/status-panel';
import { usePaged } from '../../cms/lib/use-paged';
import { CouponTicket } from '../components/coupon-ticket';
import '../styles';

type Status = CallOutput<typeof couponList>['list'][number]['status'];
// The contract's COUPON_STATUSES, written out: a value from calls/* would bring zod into this chunk.
const TABS: readonly Status[] = ['unused', 'used', 'expired'];
const parseTab = (raw: string | null): Status =>
  (TABS as (string | null)[]).includes(raw) ? (raw as Status) : 'unused';

/** /personal/coupon (login): the user's coupons by state: unused, used, expired. */
export default function Coupons() {
  const { t } = useTranslation('payment');
  const [search, setSearch] = useSearchParams();
  const tab = parseTab(search.get('status'));
  const fetchPage = useCallback(
    (page: number, signal: AbortSignal) =>
      callApi(couponList, { status: tab, page, pageSize: 10 }, { signal, silent: page === 1 }),
    [tab],
  );
  const list = usePaged(tab, fetchPage);

  return (
    <div className="cms-page pm-page">
      <div className="app-tabs" role="tablist" aria-label={t('coupons.filter')}>
        {TABS.map((s) => (
          <button
            key={s}
            type="button"
            role="tab"
            aria-selected={s === tab}
            className={`app-tab${s === tab ? ' app-tab--on' : ''}`}
            onClick={() => setSearch(s === 'unused' ? {} : { status: s }, { replace: true })}
          >
            {t(`coupons.tab.${s}`)}
          </button>
        ))}
      </div>
      {list.loading && !list.items.length ? <ListSkeleton rows={3} thumb={false} /> : null}
      {list.error && !list.items.length ? (
        <StatusPanel kind="error" description={list.error.codeMsg} onRetry={list.retry} />
      ) : null}
      {list.first && !list.items.length ? (
        <StatusPanel
          kind="empty"
          title={t(`coupons.empty.${tab}`)}
          action={
            <Link className="cms-btn" to={routeById.exchangeGift!.path}>
              {t('coupons.redeem')}
            </Link>
          }
        />
      ) : null}
      {list.items.length ? (
        <>
          <ul className="pm-coupons" data-testid="coupon-list">
            {list.items.map((c) => (
              <li key={c.id}>
                <CouponTicket c={c} off={c.status !== 'unused'}>
                  <span className="pm-coupon__state">
                    {c.status === 'used' && c.orderNo
                      ? t('coupons.usedOn', { no: c.orderNo })
                      : t(`coupons.tab.${c.status}`)}
                  </span>
                </CouponTicket>
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
