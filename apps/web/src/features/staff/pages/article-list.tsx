import { staffArticleDelete, staffArticleList, staffCategoryList } from '@app/contract/meta/staff';
import { SearchBar, Toast } from 'antd-mobile';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ArticleItem } from '../components/article-item';
import { confirmDelete } from '../components/confirm-delete';
import { Pager } from '../components/pager';
import { ListState } from '../components/list-state';
import {
  type ArticleQuery,
  ARTICLE_PAGE_SIZE,
  hasLangFilter,
  listInput,
  readQuery,
  writeQuery,
} from '../lib/article-filter';
import { decodeText } from '../lib/format';
import { staffCall, useStaffCall } from '../lib/staff-api';
// antd-mobile's Dialog/Toast need the React 19 renderer registered first (STACK gotcha 2).
import '../../../shared/api/render-patch';

/** /staff/articles: every article in both languages, searchable and filterable, with edit and delete. */
export default function ArticleList() {
  const { t, i18n } = useTranslation('staff');
  const [params, setParams] = useSearchParams();
  const q = readQuery(params);
  const list = useStaffCall(staffArticleList, listInput(q));
  const cats = useStaffCall(staffCategoryList, {});
  const catName = (id: number) => {
    const c = cats.data?.find((x) => x.id === id);
    return c ? decodeText(i18n.language === 'en' ? c.nameEn : c.nameZh) : t('articles.noCategory');
  };
  const go = (next: Partial<ArticleQuery>) => setParams(writeQuery({ ...q, page: 1, ...next }));
  // Deleting the last article of the last page leaves it empty: step back one page.
  const emptyPage = list.data?.list.length === 0 && q.page > 1;
  // biome-ignore lint/correctness/useExhaustiveDependencies: reacts to the page running empty only
  useEffect(() => {
    if (emptyPage) go({ page: q.page - 1 });
  }, [emptyPage]);

  const remove = async (id: number, title: string) => {
    if (!(await confirmDelete(decodeText(title)))) return;
    try {
      await staffCall(staffArticleDelete, { id });
      Toast.show({ content: t('common.deleted') });
      list.reload();
    } catch {
      // The client already showed why.
    }
  };

  return (
    <div className="stf-page">
      <div className="stf-page-head">
        <h1 className="stf-h1">{t('articles.title')}</h1>
        <Link to="/staff/articles/new" className="stf-button-link">
          {t('articles.new')}
        </Link>
      </div>
      <div className="stf-card stf-filters">
        <SearchBar
          key={q.keyword}
          defaultValue={q.keyword}
          placeholder={t('articles.search')}
          aria-label={t('articles.search')}
          onSearch={(keyword) => go({ keyword })}
          onClear={() => go({ keyword: '' })}
        />
        <div className="stf-filter-row">
          <select
            className="stf-select"
            aria-label={t('articles.category')}
            value={q.categoryId ?? ''}
            onChange={(e) => go({ categoryId: Number(e.target.value) || null })}
          >
            <option value="">{t('articles.allCategories')}</option>
            {cats.data?.map((c) => (
              <option key={c.id} value={c.id}>
                {catName(c.id)}
              </option>
            ))}
          </select>
          {hasLangFilter ? (
            <select
              className="stf-select"
              aria-label={t('articles.lang')}
              value={q.lang ?? ''}
              onChange={(e) => go({ lang: (e.target.value || null) as ArticleQuery['lang'] })}
            >
              <option value="">{t('articles.allLangs')}</option>
              <option value="zh">{t('common.lang.zh')}</option>
              <option value="en">{t('common.lang.en')}</option>
            </select>
          ) : null}
        </div>
      </div>
      <ListState state={list} empty={t('articles.empty')} isEmpty={list.data?.list.length === 0}>
        <ul className="stf-card stf-list">
          {list.data?.list.map((a) => (
            <ArticleItem
              key={a.id}
              article={a}
              categoryName={catName(a.categoryId)}
              onDelete={() => remove(a.id, a.title)}
            />
          ))}
        </ul>
        <Pager
          page={q.page}
          pageSize={ARTICLE_PAGE_SIZE}
          total={list.data?.total ?? 0}
          onPage={(page) => go({ page })}
        />
      </ListState>
    </div>
  );
}
