import type { CallInput } from '@app/contract/call';
import { staffArticleList } from '@app/contract/calls/staff';

export const ARTICLE_PAGE_SIZE = 10;

/**
 * The article-language filter needs `lang` in the list call's input. Until the contract carries
 * it the server would refuse the field, so the console offers the filter only when it does.
 */
export const hasLangFilter = 'lang' in staffArticleList.input.shape;

export interface ArticleQuery {
  page: number;
  keyword: string;
  categoryId: number | null;
  lang: 'zh' | 'en' | null;
}

/** Filters live in the address, so coming back from the editor keeps them. */
export function readQuery(p: URLSearchParams): ArticleQuery {
  const page = Number(p.get('page'));
  const cat = Number(p.get('category'));
  const lang = p.get('lang');
  return {
    page: Number.isInteger(page) && page > 0 ? page : 1,
    keyword: p.get('q') ?? '',
    categoryId: Number.isInteger(cat) && cat > 0 ? cat : null,
    lang: lang === 'zh' || lang === 'en' ? lang : null,
  };
}

export function writeQuery(q: ArticleQuery): URLSearchParams {
  const p = new URLSearchParams();
  if (q.page > 1) p.set('page', String(q.page));
  if (q.keyword) p.set('q', q.keyword);
  if (q.categoryId) p.set('category', String(q.categoryId));
  if (q.lang) p.set('lang', q.lang);
  return p;
}

export function listInput(q: ArticleQuery): CallInput<typeof staffArticleList> {
  return {
    page: q.page,
    pageSize: ARTICLE_PAGE_SIZE,
    ...(q.categoryId ? { categoryId: q.categoryId } : {}),
    ...(q.keyword.trim() ? { keyword: q.keyword.trim().slice(0, 50) } : {}),
    ...(hasLangFilter && q.lang ? { lang: q.lang } : {}),
  };
}
