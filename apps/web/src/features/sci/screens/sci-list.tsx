import { journalList } from '@app/contract/meta/cms';
import { optionsBatch } from '@app/contract/meta/common';
import { type FormEvent, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { callApi } from '../../../shared/api/client';
import { useCall } from '../../../shared/api/use-call';
import { JournalRow } from '../../cms/components/journal-row';
import { ListSkeleton } from '../../cms/components/list-skeleton';
import { LoadMore } from '../../cms/components/load-more';
import { StatusPanel } from '../../cms/components/status-panel';
import { usePaged } from '../../cms/lib/use-paged';
import {
  filterInput,
  IF_RANGES,
  INDEXES,
  PARTITIONS,
  readFilters,
  type SciFilters,
  writeFilters,
} from '../lib/filters';
import '../../cms/components/cms.css';
import '../../../shared/ui/form.css';
import '../../contribution/contribution.css';
import '../sci.css';

const PAGE_SIZE = 10;

/**
 * /sci (the "SCI journals" tab): journals by impact factor, searched by name or ISSN and filtered
 * by subject, impact factor range, JCR partition and indexing; the filters live in the address.
 */
export default function SciList() {
  const { t } = useTranslation('sci');
  const [params, setParams] = useSearchParams();
  const f = readFilters(params);
  const [typed, setTyped] = useState(f.keyword);
  const opts = useCall(optionsBatch, { names: 'subjects' }, { silent: true });
  const subjects = opts.data?.subjects ?? [];
  const key = JSON.stringify(f);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the serialised filters are the dependency
  const fetchPage = useCallback(
    (page: number, signal: AbortSignal) =>
      callApi(journalList, { ...filterInput(f), page, pageSize: PAGE_SIZE }, { signal, silent: page === 1 }),
    [key],
  );
  const list = usePaged(key, fetchPage);
  const go = (next: Partial<SciFilters>) => setParams(writeFilters({ ...f, ...next }), { replace: true });
  const search = (ev: FormEvent) => {
    ev.preventDefault();
    go({ keyword: typed.trim().slice(0, 50) });
  };
  const filtered = Boolean(f.keyword || f.subject || f.partition || f.indexType || f.range);

  return (
    <div className="ct-page sci-page">
      <header className="ct-head ct-head--plain">
        <h1>{t('list.title')}</h1>
        {list.first ? <span className="ct-head__meta">{t('list.count', { count: list.total })}</span> : null}
      </header>
      <p className="sci-intro">{t('list.intro')}</p>
      <form className="sci-search" onSubmit={search}>
        <label className="ct-sr" htmlFor="sci-q">
          {t('list.search')}
        </label>
        <input
          id="sci-q"
          className="app-input"
          type="search"
          maxLength={50}
          placeholder={t('list.searchPlaceholder')}
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
        />
        <button type="submit" className="ct-btn ct-btn--primary">
          {t('list.searchButton')}
        </button>
      </form>
      <div className="sci-filters">
        <label className="sci-select">
          <span>{t('list.subject')}</span>
          <select className="app-input app-select" value={f.subject} onChange={(e) => go({ subject: e.target.value })}>
            <option value="">{t('list.any')}</option>
            {subjects.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        </label>
        <label className="sci-select">
          <span>{t('list.impact')}</span>
          <select
            className="app-input app-select"
            value={f.range}
            onChange={(e) => go({ range: e.target.value })}
            data-testid="sci-if-filter"
          >
            <option value="">{t('list.any')}</option>
            {Object.keys(IF_RANGES).map((r) => (
              <option key={r} value={r}>
                {t(`list.if.${r}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
      <fieldset className="ct-fieldset ct-filter sci-chips">
        <legend className="sci-chips__label">{t('list.partition')}</legend>
        {['', ...PARTITIONS].map((p) => (
          <button
            key={p || 'all'}
            type="button"
            className={`ct-chip${f.partition === p ? ' ct-chip--on' : ''}`}
            aria-pressed={f.partition === p}
            onClick={() => go({ partition: p })}
          >
            {p || t('list.any')}
          </button>
        ))}
      </fieldset>
      <fieldset className="ct-fieldset ct-filter sci-chips">
        <legend className="sci-chips__label">{t('list.index')}</legend>
        {['', ...INDEXES].map((p) => (
          <button
            key={p || 'all'}
            type="button"
            className={`ct-chip${f.indexType === p ? ' ct-chip--on' : ''}`}
            aria-pressed={f.indexType === p}
            onClick={() => go({ indexType: p })}
          >
            {p || t('list.any')}
          </button>
        ))}
      </fieldset>
      {list.loading && !list.items.length ? <ListSkeleton rows={5} thumb={false} /> : null}
      {list.error && !list.items.length ? (
        <StatusPanel kind="error" description={list.error.codeMsg} onRetry={list.retry} />
      ) : null}
      {list.first && !list.items.length ? (
        <StatusPanel
          kind="empty"
          title={filtered ? t('list.emptyFiltered') : t('list.empty')}
          action={
            filtered ? (
              <button
                type="button"
                className="cms-btn cms-btn--ghost"
                onClick={() => {
                  setTyped('');
                  setParams({}, { replace: true });
                }}
              >
                {t('list.clear')}
              </button>
            ) : undefined
          }
        />
      ) : null}
      {list.items.length ? (
        <div className="cms-list sci-journals" data-testid="sci-journal-list">
          {list.items.map((j) => (
            <JournalRow key={j.id} journal={j} serviceTag={t('list.serviceTag')} />
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
