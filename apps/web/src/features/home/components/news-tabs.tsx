import type { TArticleSummary, TCategory } from '@app/contract/calls/cms';
import { HOME_NEWS_PER_CATEGORY } from '@app/contract/constants';
import { href, routeById } from '@app/contract/routes';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ArticleRow } from '../../cms/components/article-row';
import { StatusPanel } from '../../cms/components/status-panel';
import './home.css';

type Head = TCategory & { list: TArticleSummary[] };

/** News by category (cms_head): one tab per category with its first 10 articles (spec §9). */
export function NewsTabs({ heads }: { heads: Head[] }) {
  const { t } = useTranslation('home');
  const [active, setActive] = useState(() => String(heads[0]?.id ?? ''));
  if (!heads.length) return <StatusPanel kind="empty" title={t('news.none')} compact />;
  const current = heads.find((c) => String(c.id) === active) ?? heads[0]!;
  const select = (id: string) => setActive(id);
  // A plain tab strip: antd-mobile's Tabs brings an animation library worth ~24 KB gzip into the
  // home route (QUALITY.md home budget).
  return (
    <div className="hm-tabs">
      <div className="hm-tab-strip" role="tablist" aria-label={t('news.title')}>
        {heads.map((c) => {
          const selected = c.id === current.id;
          return (
            <button
              key={c.id}
              type="button"
              role="tab"
              id={`hm-tab-${c.id}`}
              aria-selected={selected}
              aria-controls={`hm-panel-${c.id}`}
              tabIndex={selected ? 0 : -1}
              className={selected ? 'hm-tab hm-tab-active' : 'hm-tab'}
              onClick={() => select(String(c.id))}
              onKeyDown={(e) => {
                const i = heads.indexOf(c);
                const next = e.key === 'ArrowRight' ? heads[i + 1] : e.key === 'ArrowLeft' ? heads[i - 1] : undefined;
                if (next) {
                  select(String(next.id));
                  document.getElementById(`hm-tab-${next.id}`)?.focus();
                }
              }}
            >
              {c.name}
            </button>
          );
        })}
      </div>
      <div role="tabpanel" id={`hm-panel-${current.id}`} aria-labelledby={`hm-tab-${current.id}`}>
        {current.list.length ? (
          <div data-testid={`news-${current.id}`}>
            {current.list.slice(0, HOME_NEWS_PER_CATEGORY).map((a) => (
              <ArticleRow key={a.id} article={a} />
            ))}
          </div>
        ) : (
          <StatusPanel kind="empty" title={t('news.empty')} compact />
        )}
        <Link className="hm-more-row" to={href(routeById.categoryList!.path, { id: current.id })}>
          {t('news.more', { name: current.name })}
        </Link>
      </div>
    </div>
  );
}
