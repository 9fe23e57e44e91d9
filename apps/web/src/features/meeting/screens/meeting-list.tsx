import { options } from '@app/contract/meta/common';
import { meetingFind } from '@app/contract/meta/meeting';
import i18next from 'i18next';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { callApi } from '../../../shared/api/client';
import { useCall } from '../../../shared/api/use-call';
import { ListSkeleton } from '../../cms/components/list-skeleton';
import { LoadMore } from '../../cms/components/load-more';
import { MeetingRow } from '../../cms/components/meeting-row';
import { StatusPanel } from '../../cms/components/status-panel';
import { usePaged } from '../../cms/lib/use-paged';
import { MeetingFilters } from '../components/meeting-filters';
import { filterProblems, findInput, type ListFilters, readFilters } from '../lib/list-filters';
import '../styles';

// The rows shared with the home page speak 'cms' (field names, deadline): load it with this chunk.
void i18next.loadNamespaces('cms');

const PAGE_SIZE = 10;

/**
 * /meeting, the "academic conferences" tab: every conference, upcoming first, filtered by
 * keyword, research field, place, dates and time, page by page. The filters live in the address,
 * so back, reload and a shared link keep them; filters that break a rule are never sent.
 */
export default function MeetingList() {
  const { t } = useTranslation('meeting');
  const [search, setSearch] = useSearchParams();
  const filters = readFilters(search);
  const problems = filterProblems(filters);
  const input = findInput(filters);
  const key = Object.keys(problems).length ? null : JSON.stringify(input);
  const fields = useCall(options, { key: 'domains' }, { silent: true });

  // usePaged keeps the latest fetcher and starts over when the key (the filters) changes.
  const list = usePaged(key, (page, signal) =>
    callApi(meetingFind, { ...input, page, pageSize: PAGE_SIZE }, { signal, silent: page === 1 }),
  );
  const filtered = Boolean(
    input.keyword || input.field || input.city || input.from || input.to || input.when !== 'all',
  );

  const change = (next: Partial<ListFilters>) => {
    const p = new URLSearchParams(search);
    for (const [k, v] of Object.entries(next)) {
      if (v && !(k === 'when' && v === 'all')) p.set(k, v);
      else p.delete(k);
    }
    setSearch(p, { replace: true });
  };

  return (
    <div className="cms-page mt-page">
      <header className="cms-head">
        <h1 className="cms-head__title">{t('list.title')}</h1>
        {list.first ? <span className="cms-head__count">{t('list.count', { count: list.total })}</span> : null}
      </header>
      <MeetingFilters filters={filters} fields={fields.data} problems={problems} onChange={change} />
      {list.loading && !list.items.length ? <ListSkeleton rows={6} /> : null}
      {list.error && !list.items.length ? (
        <StatusPanel kind="error" description={list.error.codeMsg} onRetry={list.retry} />
      ) : null}
      {list.first && !list.items.length ? (
        <StatusPanel
          kind="empty"
          title={filtered ? t('list.noMatch') : t('list.empty')}
          description={filtered ? t('list.noMatchHint') : undefined}
          action={
            filtered ? (
              <button
                type="button"
                className="cms-btn cms-btn--ghost"
                onClick={() => change({ q: '', field: '', city: '', from: '', to: '', when: 'all' })}
              >
                {t('list.clearFilters')}
              </button>
            ) : undefined
          }
        />
      ) : null}
      {list.items.length ? (
        <div className="cms-list" data-testid="meeting-list">
          {list.items.map((m) => (
            <MeetingRow key={m.id} meeting={m} />
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
