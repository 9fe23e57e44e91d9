import { meetingFind } from '@app/contract/meta/meeting';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { callApi } from '../../../shared/api/client';
import { ListSkeleton } from '../../cms/components/list-skeleton';
import { LoadMore } from '../../cms/components/load-more';
import { StatusPanel } from '../../cms/components/status-panel';
import { formatDateRange, type Lang } from '../../cms/lib/format';
import { checkKeyword } from '../../cms/lib/search-keyword';
import { usePaged } from '../../cms/lib/use-paged';
import '../../cms/components/search/search.css';

interface Props {
  title: string;
  hint: string;
  /** Where choosing a conference leads. */
  linkTo: (meetingId: number) => string;
}

/**
 * Choose a conference first (registration or consultation opened without one): a searchable list
 * of the conferences not over yet, each row leading on with its id.
 */
export function MeetingPicker({ title, hint, linkTo }: Props) {
  const { t, i18n } = useTranslation('meeting');
  const lang = i18n.language as Lang;
  const [typed, setTyped] = useState('');
  const [keyword, setKeyword] = useState('');
  const [error, setError] = useState<string>();
  const fetchPage = useCallback(
    (page: number, signal: AbortSignal) =>
      callApi(
        meetingFind,
        { page, pageSize: 10, keyword: keyword || undefined, when: 'upcoming' },
        { signal, silent: page === 1 },
      ),
    [keyword],
  );
  const list = usePaged(keyword, fetchPage);
  const submit = () => {
    const k = checkKeyword(typed);
    if (!k.ok && k.reason === 'tooLong') return setError(t('list.keywordTooLong'));
    setError(undefined);
    setKeyword(k.ok ? k.keyword : '');
  };
  return (
    <div className="cms-page mt-page">
      <header className="mt-pick-head">
        <h1 className="mt-pick-head__title">{title}</h1>
        <p className="mt-muted">{hint}</p>
      </header>
      {/* biome-ignore lint/a11y/useSemanticElements: <search> is too new for the phones we serve (iOS < 17) */}
      <form
        className="cms-search"
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <div className="cms-search__box">
          <input
            className="cms-search__input"
            type="search"
            enterKeyHint="search"
            autoComplete="off"
            maxLength={100}
            value={typed}
            placeholder={t('list.searchPlaceholder')}
            aria-label={t('list.searchLabel')}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'mt-pick-error' : undefined}
            onChange={(e) => setTyped(e.target.value)}
          />
        </div>
        <button type="submit" className="cms-search__submit">
          {t('list.search')}
        </button>
        {error ? (
          <p className="cms-search__hint" id="mt-pick-error" role="alert">
            {error}
          </p>
        ) : null}
      </form>
      {list.loading && !list.items.length ? <ListSkeleton rows={5} thumb={false} /> : null}
      {list.error && !list.items.length ? (
        <StatusPanel kind="error" description={list.error.codeMsg} onRetry={list.retry} />
      ) : null}
      {list.first && !list.items.length ? (
        <StatusPanel kind="empty" title={keyword ? t('list.noMatch') : t('list.empty')} />
      ) : null}
      {list.items.length ? (
        <ul className="mt-pick" data-testid="meeting-picker">
          {list.items.map((m) => (
            <li key={m.id}>
              <Link className="mt-pick__row" to={linkTo(m.id)}>
                <span className="mt-pick__title">{m.title}</span>
                <span className="mt-pick__meta">
                  {formatDateRange(m.startDate, m.endDate, lang)}
                  {m.city ? ` · ${m.city}` : ''}
                </span>
              </Link>
            </li>
          ))}
          <li>
            <LoadMore
              hasMore={list.hasMore}
              loading={list.loading}
              failed={!!list.error}
              onLoad={list.error ? list.retry : list.loadMore}
            />
          </li>
        </ul>
      ) : null}
    </div>
  );
}
