import type { TArticleSummary, TCategory } from '@app/contract/calls/cms';
import { HOME_NEWS_PER_CATEGORY } from '@app/contract/constants';
import { href, routeById } from '@app/contract/routes';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ArticleRow } from '../../cms/components/article-row';
import { StatusPanel } from '../../cms/components/status-panel';
import { TabStrip } from '../../../shared/ui/tab-strip';
import './home.css';

type Head = TCategory & { list: TArticleSummary[] };

/** News by category (cms_head): one tab per category with its first 10 articles (spec §9). */
export function NewsTabs({ heads }: { heads: Head[] }) {
  const { t } = useTranslation('home');
  const [active, setActive] = useState(() => String(heads[0]?.id ?? ''));
  if (!heads.length) return <StatusPanel kind="empty" title={t('news.none')} compact />;
  const current = heads.find((c) => String(c.id) === active) ?? heads[0]!;
  return (
    <div className="hm-tabs">
      <TabStrip
        items={heads.map((c) => ({ key: String(c.id), title: c.name }))}
        active={String(current.id)}
        onChange={setActive}
        label={t('news.title')}
        idPrefix="hm-tab"
      />
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
