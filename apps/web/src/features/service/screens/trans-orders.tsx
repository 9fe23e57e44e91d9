import { TRANS_TABS } from '@app/contract/calls/service';
import type { CallOutput } from '@app/contract/call';
import { transList } from '@app/contract/meta/service';
import { href, routeById } from '@app/contract/routes';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { callApi } from '../../../shared/api/client';
import { formatDate, formatYuan, type Lang } from '../../cms/lib/format';
import { usePaged } from '../../cms/lib/use-paged';
import { displayState, payable, payHref } from '../lib/display';
import '../../cms/components/cms.css';
import '../../../shared/ui/form.css';
import '../../contribution/contribution.css';
import '../service.css';
import { PagedBody } from '../../cms/components/paged-body';

type Tab = (typeof TRANS_TABS)[number];
type Brief = CallOutput<typeof transList>['list'][number];
const PAGE_SIZE = 10;

export const tabOf = (raw: string | null): Tab =>
  (TRANS_TABS as readonly string[]).includes(raw ?? '') ? (raw as Tab) : 'all';

function TransRow({ o }: { o: Brief }) {
  const { t, i18n } = useTranslation('service');
  const lang = i18n.language as Lang;
  const state = displayState(o.orderStatus, o.progress);
  return (
    <div className="ct-row" data-testid="trans-row">
      <Link to={href(routeById.transDetail!.path, { id: o.id })} style={{ color: 'inherit', display: 'block' }}>
        <div className="ct-row__top">
          <span>{t('list.orderNo', { no: o.orderNo })}</span>
          <span className={`svc-status svc-status--${state}`}>{t(`progress.${state}`)}</span>
        </div>
        <div className="ct-row__title">{t(`type.${o.type}`)}</div>
        <div className="svc-row__meta">
          <span>{t(`pair.${o.languagePair}`)}</span>
          <span>{t(`field.${o.field}`)}</span>
          <span>{t('list.words', { count: o.wordCount })}</span>
          <span>{t('list.createdOn', { date: formatDate(o.createdAt, lang) })}</span>
        </div>
      </Link>
      <div className="svc-row__foot">
        <span className="svc-row__amount">{formatYuan(o.amountFen, lang)}</span>
        {payable(o.orderStatus) ? (
          <Link className="svc-pay" to={payHref(o.id)}>
            {t('list.pay')}
          </Link>
        ) : null}
      </div>
    </div>
  );
}

/** /personal/trans: the user's translation and editing orders by tab. */
export default function TransOrders() {
  const { t } = useTranslation('service');
  const [search, setSearch] = useSearchParams();
  const tab = tabOf(search.get('tab'));
  const fetchPage = useCallback(
    (page: number, signal: AbortSignal) =>
      callApi(transList, { tab, page, pageSize: PAGE_SIZE }, { signal, silent: page === 1 }),
    [tab],
  );
  const list = usePaged(tab, fetchPage);
  return (
    <div className="ct-page">
      <header className="ct-head ct-head--plain">
        <h1>{t('form.myOrders')}</h1>
        {list.first ? <span className="ct-head__meta">{t('list.count', { count: list.total })}</span> : null}
      </header>
      <div className="ct-filter" role="tablist">
        {TRANS_TABS.map((x) => (
          <button
            key={x}
            type="button"
            role="tab"
            aria-selected={tab === x}
            className={`ct-chip${tab === x ? ' ct-chip--on' : ''}`}
            onClick={() => setSearch(x === 'all' ? {} : { tab: x }, { replace: true })}
          >
            {t(`tab.${x}`)}
          </button>
        ))}
      </div>
      <PagedBody
        list={list}
        className="ct-list"
        testId="trans-list"
        skeletonRows={4}
        empty={{
          title: tab === 'all' ? t('list.empty') : t('list.emptyTab'),
          action: { to: href(routeById.serviceTab!.path, { type: 'translate' }), label: t('list.order') },
        }}
        row={(o) => <TransRow key={o.id} o={o} />}
      />
    </div>
  );
}
