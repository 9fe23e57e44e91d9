import { PAPER_STATUSES, type TPaperStatus } from '@app/contract/calls/contribution';
import { contributionList } from '@app/contract/meta/contribution';
import { routeById } from '@app/contract/routes';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { callApi } from '../../../shared/api/client';
import { PagedBody } from '../../cms/components/paged-body';
import { usePaged } from '../../cms/lib/use-paged';
import { PaperRow } from '../components/paper-row';
import '../../cms/components/cms.css';
import '../../../shared/ui/form.css';
import '../contribution.css';

const PAGE_SIZE = 10;

/** `?status=` when it names a state; anything else is the whole list. */
export function statusFilter(raw: string | null): TPaperStatus | undefined {
  return (PAPER_STATUSES as readonly string[]).includes(raw ?? '') ? (raw as TPaperStatus) : undefined;
}

/** /personal/paper: the user's conference papers with their state, newest change first. */
export default function PaperList() {
  const { t } = useTranslation('contribution');
  const [search, setSearch] = useSearchParams();
  const status = statusFilter(search.get('status'));
  const fetchPage = useCallback(
    (page: number, signal: AbortSignal) =>
      callApi(contributionList, { status, page, pageSize: PAGE_SIZE }, { signal, silent: page === 1 }),
    [status],
  );
  const list = usePaged(status ?? 'all', fetchPage);
  const choose = (s: TPaperStatus | undefined) => setSearch(s ? { status: s } : {}, { replace: true });

  return (
    <div className="ct-page">
      <header className="ct-head ct-head--plain">
        <h1>{t('list.title')}</h1>
        {list.first ? <span className="ct-head__meta">{t('list.count', { count: list.total })}</span> : null}
      </header>
      <fieldset className="ct-fieldset ct-filter">
        <legend className="ct-sr">{t('list.filter')}</legend>
        {[undefined, ...PAPER_STATUSES].map((s) => (
          <button
            key={s ?? 'all'}
            type="button"
            className={`ct-chip${status === s ? ' ct-chip--on' : ''}`}
            aria-pressed={status === s}
            onClick={() => choose(s)}
          >
            {s ? t(`status.${s}`) : t('list.all')}
          </button>
        ))}
      </fieldset>
      <PagedBody
        list={list}
        className="ct-list"
        testId="paper-list"
        skeletonRows={5}
        empty={{
          title: status ? t('list.emptyStatus') : t('list.empty'),
          action: { to: routeById.meetingList!.path, label: t('list.findMeetings') },
        }}
        row={(p) => <PaperRow key={p.id} paper={p} />}
      />
    </div>
  );
}
