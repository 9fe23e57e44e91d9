import type { TCategory } from '@app/contract/calls/cms';
import type { Lang } from '@app/contract/messages';
import { and, asc, count, desc, eq, ne, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../platform/errors';
import { summaryColumns, toSummary } from './mappers';
import { matchAny, offsetOf, type PageInput, pageOf } from './paging';
import { sanitizeArticleHtml } from './sanitize';
import { cmsArticles, cmsCategories } from './schema';

/** What a reader may see: published, in their language. */
const visible = (lang: Lang) => and(eq(cmsArticles.lang, lang), eq(cmsArticles.published, true));
const newestFirst = [desc(cmsArticles.publishedAt), desc(cmsArticles.id)];

type CategoryRow = typeof cmsCategories.$inferSelect;
const toCategory = (
  lang: Lang,
  c: Pick<CategoryRow, 'id' | 'code' | 'nameZh' | 'nameEn'>,
  total: number,
): TCategory => ({
  id: c.id,
  code: c.code,
  name: lang === 'en' ? c.nameEn : c.nameZh,
  total,
});

/** Menu categories in menu order, each with its number of visible articles in the reader's language. */
export async function menuCategories(db: DbOrTx, lang: Lang): Promise<TCategory[]> {
  const rows = await db
    .select({
      id: cmsCategories.id,
      code: cmsCategories.code,
      nameZh: cmsCategories.nameZh,
      nameEn: cmsCategories.nameEn,
      total: count(cmsArticles.id),
    })
    .from(cmsCategories)
    .leftJoin(cmsArticles, and(eq(cmsArticles.categoryId, cmsCategories.id), visible(lang)))
    .where(eq(cmsCategories.inMenu, true))
    .groupBy(cmsCategories.id)
    .orderBy(asc(cmsCategories.sort), asc(cmsCategories.id));
  return rows.map((r) => toCategory(lang, r, r.total));
}

/** The newest `perCategory` visible articles of every category, in one query (a window, not N queries). */
export async function newestPerCategory(db: DbOrTx, lang: Lang, perCategory: number) {
  const ranked = db
    .select({
      ...summaryColumns,
      rank: sql<number>`row_number() over (partition by ${cmsArticles.categoryId} order by ${cmsArticles.publishedAt} desc, ${cmsArticles.id} desc)`.as(
        'rank',
      ),
    })
    .from(cmsArticles)
    .where(visible(lang))
    .as('ranked');
  const rows = await db
    .select()
    .from(ranked)
    .where(sql`${ranked.rank} <= ${perCategory}`)
    .orderBy(asc(ranked.categoryId), asc(ranked.rank));
  return rows.map(({ rank: _rank, ...r }) => toSummary(r));
}

/** Flagged articles (top or hot) of the reader's language. */
export async function flaggedArticles(db: DbOrTx, lang: Lang, flag: 'isTop' | 'isHot', limit: number) {
  const order = flag === 'isHot' ? [desc(cmsArticles.views), ...newestFirst] : newestFirst;
  const rows = await db
    .select(summaryColumns)
    .from(cmsArticles)
    .where(and(visible(lang), eq(cmsArticles[flag], true)))
    .orderBy(...order)
    .limit(limit);
  return rows.map(toSummary);
}

/** A page of visible articles, optionally of one category and/or matching a keyword (title, summary). */
export function articlePage(db: DbOrTx, lang: Lang, p: PageInput, opts: { categoryId?: number; keyword?: string }) {
  const conds: (SQL | undefined)[] = [visible(lang)];
  if (opts.categoryId !== undefined) conds.push(eq(cmsArticles.categoryId, opts.categoryId));
  if (opts.keyword) conds.push(matchAny(opts.keyword, [cmsArticles.title, cmsArticles.summary]));
  const where = and(...conds);
  return pageOf(
    p,
    db
      .select(summaryColumns)
      .from(cmsArticles)
      .where(where)
      .orderBy(...newestFirst)
      .limit(p.pageSize)
      .offset(offsetOf(p)),
    db.select({ n: count() }).from(cmsArticles).where(where),
    toSummary,
  );
}

/** `/service/cms/v2/category/{id|all}`: one category (which must exist) or every category. */
export async function categoryArticles(db: DbOrTx, lang: Lang, id: number | 'all', p: PageInput) {
  if (id === 'all') return { ...(await articlePage(db, lang, p, {})), category: null };
  const [cat] = await db.select().from(cmsCategories).where(eq(cmsCategories.id, id)).limit(1);
  if (!cat) throw new AppError('NOT_FOUND');
  const page = await articlePage(db, lang, p, { categoryId: id });
  return { ...page, category: toCategory(lang, cat, page.total) };
}

const RELATED_LIMIT = 5;

/**
 * One published article; counts the view in the same statement that reads it. The HTML was
 * sanitized when stored and is sanitized again here (defence in depth, issue 2).
 */
export async function articleDetails(db: DbOrTx, lang: Lang, id: number, withRelated: boolean) {
  const [a] = await db
    .update(cmsArticles)
    .set({ views: sql`${cmsArticles.views} + 1` })
    .where(and(eq(cmsArticles.id, id), eq(cmsArticles.published, true)))
    .returning();
  if (!a) throw new AppError('NOT_FOUND');
  const [cats, related] = await Promise.all([
    db
      .select({ nameZh: cmsCategories.nameZh, nameEn: cmsCategories.nameEn })
      .from(cmsCategories)
      .where(eq(cmsCategories.id, a.categoryId)),
    withRelated
      ? db
          .select(summaryColumns)
          .from(cmsArticles)
          .where(and(visible(a.lang), eq(cmsArticles.categoryId, a.categoryId), ne(cmsArticles.id, a.id)))
          .orderBy(...newestFirst)
          .limit(RELATED_LIMIT)
      : Promise.resolve([]),
  ]);
  const cat = cats[0];
  const article = {
    ...toSummary(a),
    content: sanitizeArticleHtml(a.content),
    author: a.author,
    categoryName: cat ? (lang === 'en' ? cat.nameEn : cat.nameZh) : '',
  };
  return { article, related: related.map(toSummary) };
}
