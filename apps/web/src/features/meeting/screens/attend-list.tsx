import type { TRegisterOrder } from '@app/contract/calls/order';
import { registerList } from '@app/contract/meta/order';
import { routeById } from '@app/contract/routes';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { callApi } from '../../../shared/api/client';
import { PagedBody } from '../../cms/components/paged-body';
import { usePaged } from '../../cms/lib/use-paged';
import { OrderRow } from '../components/order-row';
import '../styles';

type Status = TRegisterOrder['status'];
// The contract's ORDER_STATUSES, written out: a value from calls/* would bring zod into this chunk.
const STATUSES: readonly Status[] = ['unpaid', 'paid', 'cancelled'];
const TABS: ('all' | Status)[] = ['all', ...STATUSES];
const parseTab = (raw: string | null): 'all' | Status =>
  (TABS as (string | null)[]).includes(raw) ? (raw as 'all' | Status) : 'all';

/** /personal/attend (login): the user's conference registration orders, by state, newest first. */
export default function AttendList() {
  const { t } = useTranslation('meeting');
  const [search, setSearch] = useSearchParams();
  const tab = parseTab(search.get('status'));
  const fetchPage = useCallback(
    (page: number, signal: AbortSignal) =>
      callApi(
        registerList,
        { page, pageSize: 10, status: tab === 'all' ? undefined : tab },
        { signal, silent: page === 1 },
      ),
    [tab],
  );
  const list = usePaged(tab, fetchPage);

  return (
    <div className="cms-page mt-page">
      <header className="cms-head">
        <h1 className="cms-head__title">{t('order.listTitle')}</h1>
        {list.first ? <span className="cms-head__count">{t('order.count', { count: list.total })}</span> : null}
      </header>
      <div className="app-tabs" role="tablist" aria-label={t('order.filter')}>
        {TABS.map((s) => (
          <button
            key={s}
            type="button"
            role="tab"
            aria-selected={s === tab}
            className={s === tab ? 'app-tab app-tab--on' : 'app-tab'}
            onClick={() => setSearch(s === 'all' ? {} : { status: s }, { replace: true })}
          >
            {t(`order.tab.${s}`)}
          </button>
        ))}
      </div>
      <PagedBody
        list={list}
        className="mt-orders"
        testId="order-list"
        skeletonRows={4}
        empty={{
          title: tab === 'all' ? t('order.empty') : t('order.emptyTab', { status: t(`order.status.${tab}`) }),
          action: { to: routeById.meetingList!.path, label: t('order.findMeeting') },
        }}
        row={(o) => <OrderRow key={o.id} order={o} />}
      />
    </div>
  );
}
