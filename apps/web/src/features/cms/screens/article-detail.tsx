import { articleDetails } from '@app/contract/meta/cms';
import { Code } from '@app/contract/codes';
import { href, routeById } from '@app/contract/routes';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useCall } from '../../../shared/api/use-call';
import { sanitizeArticle } from '../../../shared/html/sanitize-html';
import { useHydrated } from '../../../ssr/use-hydrated';
import { ArticleRow } from '../components/article-row';
import { ListSkeleton } from '../components/list-skeleton';
import { StatusPanel } from '../components/status-panel';
import { formatCount, formatDate, type Lang } from '../lib/format';
import '../components/cms.css';
import './article-detail.css';

/** One article with its related articles (/article/detail/:id). */
export default function ArticleDetail() {
  const { t, i18n } = useTranslation('cms');
  const lang = i18n.language as Lang;
  const raw = useParams().id ?? '';
  const id = /^[1-9]\d{0,15}$/.test(raw) ? Number(raw) : null;
  const res = useCall(articleDetails, id === null ? null : { id, correlation: true }, { silent: true });
  const article = res.data?.article;
  const hydrated = useHydrated();
  const html = useMemo(() => (article && hydrated ? sanitizeArticle(article.content) : ''), [article, hydrated]);

  if (id === null || res.error?.code === Code.NOT_FOUND) {
    return (
      <div className="cms-page">
        <StatusPanel
          kind="notFound"
          title={t('article.notFound')}
          description={t('article.notFoundDesc')}
          action={
            <Link className="cms-btn cms-btn--ghost" to={href(routeById.categoryList!.path, { id: 'all' })}>
              {t('category.seeAll')}
            </Link>
          }
        />
      </div>
    );
  }
  if (res.error) return <StatusPanel kind="error" description={res.error.codeMsg} onRetry={res.reload} />;
  if (!article) {
    return (
      <div className="cms-page cms-article" aria-busy="true">
        <ListSkeleton rows={6} thumb={false} />
      </div>
    );
  }
  const categoryLink = href(routeById.categoryList!.path, { id: article.categoryId });
  return (
    <div className="cms-page">
      <article className="cms-article">
        <h1 className="cms-article__title">{article.title}</h1>
        <div className="cms-article__meta">
          {article.categoryName ? (
            <Link className="cms-tag" to={categoryLink}>
              {article.categoryName}
            </Link>
          ) : null}
          {article.source ? <span>{t('article.source', { source: article.source })}</span> : null}
          {article.author ? <span>{t('article.author', { author: article.author })}</span> : null}
          <time dateTime={article.publishedAt}>{formatDate(article.publishedAt, lang)}</time>
          <span>{t('views', { count: article.views, n: formatCount(article.views, lang) })}</span>
        </div>
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized by DOMPurify just above (and by the server) */}
        <div className="cms-content" data-testid="article-content" dangerouslySetInnerHTML={{ __html: html }} />
      </article>
      <section className="cms-related" aria-labelledby="cms-related-title">
        <h2 className="cms-related__title" id="cms-related-title">
          {t('article.related')}
        </h2>
        {res.data?.related.length ? (
          res.data.related.map((a) => <ArticleRow key={a.id} article={a} />)
        ) : (
          <StatusPanel kind="empty" title={t('article.noRelated')} compact />
        )}
      </section>
    </div>
  );
}
