import { categoryArticles } from '@app/contract/meta/cms';
import { Code } from '@app/contract/codes';
import { href, routeById } from '@app/contract/routes';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { callApi } from '../../../shared/api/client';
import { ArticleRow } from '../components/article-row';
import { ListSkeleton } from '../components/list-skeleton';
import { LoadMore } from '../components/load-more';
import { StatusPanel } from '../components/status-panel';
import { usePaged } from '../lib/use-paged';
import '../components/cms.css';

const PAGE_SIZE = 10;

/** 'all' or a positive integer id; anything else is not a category (no call is made). */
export function parseCategoryId(raw: string | undefined): 'all' | number | null {
  if (raw === 'all') return 'all';
  if (!raw || !/^[1-9]\d{0,15}$/.test(raw)) return null;
  const n = Number(raw);
  return Number.isSafeInteger(n) ? n : null;
}

/** Articles of one category (or of all), newest first, loaded page by page (/article/category/:id). */
export default function CategoryList() {
  const { t } = useTranslation('cms');
  const id = parseCategoryId(useParams().id);
  const fetchPage = useCallback(
    (page: number, signal: AbortSignal) =>
      callApi(
        categoryArticles,
        { id: id ?? 0, page, pageSize: PAGE_SIZE },
        { signal, silent: page === 1, expect: [Code.NOT_FOUND] },
      ),
    [id],
  );
  const list = usePaged(id === null ? null : String(id), fetchPage);
  const category = list.first?.category;
  const notFound = id === null || list.error?.code === Code.NOT_FOUND || (id !== 'all' && list.first && !category);

  if (notFound) {
    return (
      <div className="cms-page">
        <StatusPanel
          kind="notFound"
          title={t('category.notFound')}
          description={t('category.notFoundDesc')}
          action={
            <Link className="cms-btn cms-btn--ghost" to={href(routeById.categoryList!.path, { id: 'all' })}>
              {t('category.seeAll')}
            </Link>
          }
        />
      </div>
    );
  }
  const title = id === 'all' ? t('category.all') : category?.name;
  return (
    <div className="cms-page">
      <header className="cms-head">
        <h1 className="cms-head__title">{title ?? <span className="cms-skeleton__line cms-head__ph" />}</h1>
        {list.first ? <span className="cms-head__count">{t('category.count', { count: list.total })}</span> : null}
      </header>
      {list.loading && !list.items.length ? <ListSkeleton rows={8} /> : null}
      {list.error && !list.items.length ? (
        <StatusPanel kind="error" description={list.error.codeMsg} onRetry={list.retry} />
      ) : null}
      {list.first && !list.items.length ? <StatusPanel kind="empty" title={t('category.empty')} /> : null}
      {list.items.length ? (
        <div className="cms-list" data-testid="category-list">
          {list.items.map((a) => (
            <ArticleRow key={a.id} article={a} withSummary />
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
