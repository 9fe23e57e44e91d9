import type { CallOutput } from '@app/contract/call';
import type { staffArticleList, staffArticleSave, zStaffArticle } from '@app/contract/calls/staff';
import type { Lang } from '@app/contract/messages';
import { and, count, desc, eq, ilike, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../platform/errors';
import { plainText, sanitizeArticleHtml } from '../cms/sanitize';
import { cmsArticles, cmsCategories } from '../cms/schema';
import { requiredText, safeUrl } from './clean-text';
import { isForeignKeyViolation } from './db-errors';

type Row = typeof cmsArticles.$inferSelect;
type Out = z.input<typeof zStaffArticle>;
export interface ArticleFilter {
  page: number;
  pageSize: number;
  categoryId?: number;
  keyword?: string;
  /** The article's language; both languages when absent. */
  lang?: Lang;
}
export type ArticleSave = z.output<typeof staffArticleSave.input>;

const toOut = (r: Row, withContent = true): Out => ({
  id: r.id,
  categoryId: r.categoryId,
  lang: r.lang,
  title: r.title,
  summary: r.summary,
  // Lists leave the body out: a page of 100 articles could otherwise weigh megabytes.
  content: withContent ? r.content : '',
  author: r.author,
  source: r.source,
  cover: r.cover,
  isTop: r.isTop,
  isHot: r.isHot,
  published: r.published,
  publishedAt: r.publishedAt.toISOString(),
});

/** `%` and `_` typed by staff are searched for literally. */
const likePattern = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export async function listArticles(db: DbOrTx, f: ArticleFilter): Promise<CallOutput<typeof staffArticleList>> {
  const where: SQL[] = [];
  if (f.categoryId) where.push(eq(cmsArticles.categoryId, f.categoryId));
  if (f.lang) where.push(eq(cmsArticles.lang, f.lang));
  if (f.keyword) where.push(ilike(cmsArticles.title, likePattern(f.keyword)));
  const cond = where.length ? and(...where) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(cmsArticles)
      .where(cond)
      .orderBy(desc(cmsArticles.publishedAt), desc(cmsArticles.id))
      .limit(f.pageSize)
      .offset((f.page - 1) * f.pageSize),
    db.select({ n: count() }).from(cmsArticles).where(cond),
  ]);
  return { list: rows.map((r) => toOut(r, false)), total: total?.n ?? 0, page: f.page, pageSize: f.pageSize };
}

export async function getArticle(db: DbOrTx, id: number): Promise<Out> {
  const [row] = await db.select().from(cmsArticles).where(eq(cmsArticles.id, id));
  if (!row) throw new AppError('NOT_FOUND');
  return toOut(row);
}

/** Creates (no id) or updates an article. HTML and text fields are cleaned before they are stored. */
export async function saveArticle(db: DbOrTx, input: ArticleSave, now: Date, lang: Lang): Promise<{ id: number }> {
  const values = {
    categoryId: input.categoryId,
    lang: input.lang,
    title: requiredText('title', input.title, lang),
    summary: plainText(input.summary),
    content: sanitizeArticleHtml(input.content),
    author: plainText(input.author),
    source: plainText(input.source),
    cover: input.cover ? safeUrl('cover', input.cover, lang) : null,
    isTop: input.isTop,
    isHot: input.isHot,
    published: input.published,
    updatedAt: now,
  };
  const [cat] = await db
    .select({ id: cmsCategories.id })
    .from(cmsCategories)
    .where(eq(cmsCategories.id, input.categoryId));
  if (!cat) throw new AppError('NOT_FOUND');
  try {
    if (input.id === undefined) {
      const [row] = await db
        .insert(cmsArticles)
        .values({ ...values, publishedAt: now })
        .returning({ id: cmsArticles.id });
      return { id: row!.id };
    }
    const [row] = await db
      .update(cmsArticles)
      .set(values)
      .where(eq(cmsArticles.id, input.id))
      .returning({ id: cmsArticles.id });
    if (!row) throw new AppError('NOT_FOUND');
    return row;
  } catch (err) {
    // The category was deleted between the check and the write.
    if (isForeignKeyViolation(err)) throw new AppError('NOT_FOUND');
    throw err;
  }
}

export async function deleteArticle(db: DbOrTx, id: number): Promise<null> {
  const gone = await db.delete(cmsArticles).where(eq(cmsArticles.id, id)).returning({ id: cmsArticles.id });
  if (!gone.length) throw new AppError('NOT_FOUND');
  return null;
}
