import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AllResults, TypedResults } from '../components/search/results';
import { SearchForm } from '../components/search/search-form';
import { checkKeyword, parseType, SEARCH_TYPES, type SearchType } from '../lib/search-keyword';
import { TabStrip } from '../../../shared/ui/tab-strip';
import '../components/cms.css';
import '../components/search/search.css';

/**
 * Search over conferences, journals and articles (/compSearch). The keyword and tab live in the
 * URL (?q=&type=), so the top-nav search can link here and back/forward restore a search.
 */
export default function CompSearch() {
  const { t } = useTranslation('cms');
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const type = parseType(params.get('type'));
  const check = checkKeyword(q);
  // A rejected submission (empty or too long) is shown as a hint and never sent.
  const [rejected, setRejected] = useState<'empty' | 'tooLong' | null>(null);
  const reason = rejected ?? (!check.ok && check.reason === 'tooLong' ? 'tooLong' : null);

  const go = (next: { q?: string; type?: SearchType }) => {
    const p = new URLSearchParams(params);
    if (next.q !== undefined) p.set('q', next.q);
    if (next.type) p.set('type', next.type);
    setParams(p);
  };
  const onSearch = (raw: string) => {
    const c = checkKeyword(raw);
    if (!c.ok) return setRejected(c.reason);
    setRejected(null);
    go({ q: c.keyword });
  };

  return (
    <div className="cms-page">
      <SearchForm initial={q} onSearch={onSearch} hint={reason ? t(`search.${reason}`) : undefined} />
      <TabStrip
        stretch
        items={SEARCH_TYPES.map((k) => ({ key: k, title: t(`search.type.${k}`) }))}
        active={type}
        onChange={(k) => go({ type: k })}
        label={t('search.typeLabel')}
        idPrefix="search-tab"
      />
      {check.ok && !rejected ? (
        type === 'all' ? (
          <AllResults keyword={check.keyword} onType={(k) => go({ type: k })} />
        ) : (
          <TypedResults keyword={check.keyword} kind={type} />
        )
      ) : (
        <p className="cms-search-intro" data-testid="search-intro">
          {t('search.intro')}
        </p>
      )}
    </div>
  );
}
