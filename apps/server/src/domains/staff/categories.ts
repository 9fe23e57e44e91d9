import type { staffCategorySave, zStaffCategory } from '@app/contract/calls/staff';
import type { Lang } from '@app/contract/messages';
import { asc, count, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../platform/errors';
import { cmsArticles, cmsCategories } from '../cms/schema';
import { requiredText } from './clean-text';
import { isForeignKeyViolation, isUniqueViolation } from './db-errors';

export type CategorySave = z.output<typeof staffCategorySave.input>;

/** Every category with how many articles (both languages, published or not) it holds. */
export async function listCategories(db: DbOrTx): Promise<z.input<typeof zStaffCategory>[]> {
  return db
    .select({
      id: cmsCategories.id,
      code: cmsCategories.code,
      nameZh: cmsCategories.nameZh,
      nameEn: cmsCategories.nameEn,
      sort: cmsCategories.sort,
      inMenu: cmsCategories.inMenu,
      total: count(cmsArticles.id),
    })
    .from(cmsCategories)
    .leftJoin(cmsArticles, eq(cmsArticles.categoryId, cmsCategories.id))
    .groupBy(cmsCategories.id)
    .orderBy(asc(cmsCategories.sort), asc(cmsCategories.id));
}

/**
 * Creates or updates a category. A taken code is refused by the unique index itself, so two
 * staff saving the same code at once cannot both succeed.
 */
export async function saveCategory(db: DbOrTx, input: CategorySave, lang: Lang): Promise<{ id: number }> {
  const values = {
    code: input.code,
    nameZh: requiredText('nameZh', input.nameZh, lang),
    nameEn: requiredText('nameEn', input.nameEn, lang),
    sort: input.sort,
    inMenu: input.inMenu,
  };
  try {
    if (input.id === undefined) {
      const [row] = await db.insert(cmsCategories).values(values).returning({ id: cmsCategories.id });
      return { id: row!.id };
    }
    const [row] = await db
      .update(cmsCategories)
      .set(values)
      .where(eq(cmsCategories.id, input.id))
      .returning({ id: cmsCategories.id });
    if (!row) throw new AppError('NOT_FOUND');
    return row;
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError('ALREADY_SUBMITTED');
    throw err;
  }
}

/** Deletes an empty category; one that still holds articles is refused (INVALID_STATE). */
export async function deleteCategory(db: DbOrTx, id: number): Promise<null> {
  const [used] = await db.select({ n: count() }).from(cmsArticles).where(eq(cmsArticles.categoryId, id));
  if ((used?.n ?? 0) > 0) throw new AppError('INVALID_STATE');
  try {
    const gone = await db.delete(cmsCategories).where(eq(cmsCategories.id, id)).returning({ id: cmsCategories.id });
    if (!gone.length) throw new AppError('NOT_FOUND');
  } catch (err) {
    // An article was added between the count and the delete: the foreign key keeps it safe.
    if (isForeignKeyViolation(err)) throw new AppError('INVALID_STATE');
    throw err;
  }
  return null;
}
