import type { TArticleSummary } from '@app/contract/calls/cms';
import { href, routeById } from '@app/contract/routes';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatCount, formatDate, type Lang } from '../lib/format';
import './cms.css';

interface Props {
  article: TArticleSummary;
  /** Also show the summary line (category lists; the home page keeps rows short). */
  withSummary?: boolean;
  /** A rank number instead of the cover (hot list). */
  rank?: number;
}

/** One article summary as a tappable row: title, source, date, views and the cover. */
export function ArticleRow({ article, withSummary, rank }: Props) {
  const { t, i18n } = useTranslation('cms');
  const lang = i18n.language as Lang;
  const to = href(routeById.articleDetail!.path, { id: article.id });
  return (
    <Link to={to} className="cms-row" data-testid="article-row">
      {rank !== undefined ? <span className={`cms-rank cms-rank--${Math.min(rank, 4)}`}>{rank}</span> : null}
      <div className="cms-row__body">
        <div className="cms-row__title">{article.title}</div>
        {withSummary && article.summary ? <div className="cms-row__summary">{article.summary}</div> : null}
        <div className="cms-row__meta">
          {article.source ? <span>{article.source}</span> : null}
          <time dateTime={article.publishedAt}>{formatDate(article.publishedAt, lang)}</time>
          <span>{t('views', { count: article.views, n: formatCount(article.views, lang) })}</span>
        </div>
      </div>
      {article.cover && rank === undefined ? (
        <img
          className="cms-row__thumb"
          src={article.cover}
          alt=""
          width={110}
          height={66}
          loading="lazy"
          decoding="async"
        />
      ) : null}
    </Link>
  );
}
