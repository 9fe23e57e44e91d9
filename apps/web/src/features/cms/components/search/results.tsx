import { compSearch, type TArticleSummary, type TJournal, type TMeeting } from '@app/contract/meta/cms';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../../../shared/api/client';
import { useCall } from '../../../../shared/api/use-call';
import type { SearchType } from '../../lib/search-keyword';
import { usePaged } from '../../lib/use-paged';
import { ArticleRow } from '../article-row';
import { JournalRow } from '../journal-row';
import { ListSkeleton } from '../list-skeleton';
import { LoadMore } from '../load-more';
import { MeetingRow } from '../meeting-row';
import { StatusPanel } from '../status-panel';
import './search.css';

type Kind = Exclude<SearchType, 'all'>;
type Item = TMeeting | TJournal | TArticleSummary;
const FIELD = { meeting: 'meetings', journal: 'journals', article: 'articles' } as const;
const PREVIEW_SIZE = 3;
const PAGE_SIZE = 10;

function Row({ kind, item }: { kind: Kind; item: Item }) {
  if (kind === 'meeting') return <MeetingRow meeting={item as TMeeting} />;
  if (kind === 'journal') return <JournalRow journal={item as TJournal} />;
  return <ArticleRow article={item as TArticleSummary} withSummary />;
}

/** Tab "all": the first few hits of each kind, each with a link to its own tab. */
export function AllResults({ keyword, onType }: { keyword: string; onType: (k: Kind) => void }) {
  const { t } = useTranslation('cms');
  const res = useCall(compSearch, { keyword, type: 'all', page: 1, pageSize: PREVIEW_SIZE }, { silent: true });
  if (res.error) return <StatusPanel kind="error" description={res.error.codeMsg} onRetry={res.reload} />;
  if (!res.data) return <ListSkeleton rows={6} />;
  const kinds = (['meeting', 'journal', 'article'] as const).filter((k) => res.data![FIELD[k]].total > 0);
  if (!kinds.length)
    return <StatusPanel kind="empty" title={t('search.none', { keyword })} description={t('search.noneHint')} />;
  return (
    <>
      {kinds.map((k) => {
        const page = res.data![FIELD[k]];
        return (
          <section key={k} className="cms-result" aria-labelledby={`cms-result-${k}`} data-testid={`result-${k}`}>
            <div className="cms-result__head">
              <h2 className="cms-result__title" id={`cms-result-${k}`}>
                {t(`search.type.${k}`)}
              </h2>
              {page.total > page.list.length ? (
                <button type="button" className="cms-result__all" onClick={() => onType(k)}>
                  {t('search.seeAll', { count: page.total })}
                </button>
              ) : null}
            </div>
            {page.list.map((item) => (
              <Row key={item.id} kind={k} item={item} />
            ))}
          </section>
        );
      })}
    </>
  );
}

/** One kind's tab: every hit, page by page. */
export function TypedResults({ keyword, kind }: { keyword: string; kind: Kind }) {
  const { t } = useTranslation('cms');
  const fetchPage = useCallback(
    async (page: number, signal: AbortSignal) => {
      const res = await callApi(
        compSearch,
        { keyword, type: kind, page, pageSize: PAGE_SIZE },
        { signal, silent: page === 1 },
      );
      return res[FIELD[kind]] as { list: Item[]; total: number; page: number; pageSize: number };
    },
    [keyword, kind],
  );
  const list = usePaged(`${kind}|${keyword}`, fetchPage);
  if (list.error && !list.items.length)
    return <StatusPanel kind="error" description={list.error.codeMsg} onRetry={list.retry} />;
  if (list.loading && !list.items.length) return <ListSkeleton rows={6} thumb={kind !== 'journal'} />;
  if (!list.items.length)
    return <StatusPanel kind="empty" title={t('search.none', { keyword })} description={t('search.noneHint')} />;
  return (
    <section className="cms-result" data-testid={`result-${kind}`} aria-label={t(`search.type.${kind}`)}>
      <div className="cms-result__head">
        <span className="cms-head__count">{t('search.count', { count: list.total })}</span>
      </div>
      {list.items.map((item) => (
        <Row key={item.id} kind={kind} item={item} />
      ))}
      <LoadMore
        hasMore={list.hasMore}
        loading={list.loading}
        failed={!!list.error}
        onLoad={list.error ? list.retry : list.loadMore}
      />
    </section>
  );
}
