import { sciList } from '@app/contract/meta/sci';
import { routeById } from '@app/contract/routes';
import { SCI_PROGRESS, type TSciProgress } from '@app/contract/sci-services';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { callApi } from '../../../shared/api/client';
import { usePaged } from '../../cms/lib/use-paged';
import { SciOrderRow } from '../components/order-row';
import '../../cms/components/cms.css';
import '../../../shared/ui/form.css';
import '../../contribution/contribution.css';
import '../sci.css';
import { PagedBody } from '../../cms/components/paged-body';

const PAGE_SIZE = 10;

/** `?progress=` when it names a state; anything else is the whole list. */
export function progressFilter(raw: string | null): TSciProgress | undefined {
  return (SCI_PROGRESS as readonly string[]).includes(raw ?? '') ? (raw as TSciProgress) : undefined;
}

/** /personal/sci: the user's SCI orders, newest change first, in tabs by progress. */
export default function SciOrders() {
  const { t } = useTranslation('sci');
  const [search, setSearch] = useSearchParams();
  const progress = progressFilter(search.get('progress'));
  const fetchPage = useCallback(
    (page: number, signal: AbortSignal) =>
      callApi(sciList, { progress, page, pageSize: PAGE_SIZE }, { signal, silent: page === 1 }),
    [progress],
  );
  const list = usePaged(progress ?? 'all', fetchPage);
  const choose = (p: TSciProgress | undefined) => setSearch(p ? { progress: p } : {}, { replace: true });

  return (
    <div className="ct-page sci-page">
      <header className="ct-head ct-head--plain">
        <h1>{t('orders.title')}</h1>
        {list.first ? <span className="ct-head__meta">{t('orders.count', { count: list.total })}</span> : null}
      </header>
      <fieldset className="ct-fieldset ct-filter sci-tabs">
        <legend className="ct-sr">{t('orders.filter')}</legend>
        {[undefined, ...SCI_PROGRESS].map((p) => (
          <button
            key={p ?? 'all'}
            type="button"
            className={`ct-chip${progress === p ? ' ct-chip--on' : ''}`}
            aria-pressed={progress === p}
            onClick={() => choose(p)}
          >
            {p ? t(`progress.${p}`) : t('orders.all')}
          </button>
        ))}
      </fieldset>
      <PagedBody
        list={list}
        className="ct-list"
        testId="sci-order-list"
        skeletonRows={5}
        empty={{
          title: progress ? t('orders.emptyTab') : t('orders.empty'),
          action: { to: routeById.sciList!.path, label: t('orders.findJournals') },
        }}
        row={(o) => <SciOrderRow key={o.id} order={o} />}
      />
    </div>
  );
}
