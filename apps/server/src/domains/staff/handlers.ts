import {
  staffArticleDelete,
  staffArticleGet,
  staffArticleList,
  staffArticleSave,
  staffCategoryDelete,
  staffCategoryList,
  staffCategorySave,
  staffPicDelete,
  staffPicList,
  staffPicSave,
} from '@app/contract/calls/staff';
import type { Lang } from '@app/contract/messages';
import type { FastifyInstance } from 'fastify';
import { bindCall } from '../../platform/bind';
import type { Deps } from '../../platform/deps';
import { invalidateHomeCache } from '../cms/home-service';
import { deleteArticle, getArticle, listArticles, saveArticle } from './articles';
import { deleteCategory, listCategories, saveCategory } from './categories';
import { deletePic, listPics, savePic } from './pics';

/** The article language filter, once the contract carries it (see the staff report); ignored before. */
function langFilter(input: object): Lang | undefined {
  const v = (input as { lang?: unknown }).lang;
  return v === 'zh' || v === 'en' ? v : undefined;
}

/** Home data is cached by the cms domain: every console write drops that cache. */
async function thenInvalidate<T>(write: Promise<T>): Promise<T> {
  const out = await write;
  invalidateHomeCache();
  return out;
}

/** Staff console (/staff): access 'staff' is enforced by bindCall before any of these run. */
export function registerStaff(app: FastifyInstance, deps: Deps) {
  const { db } = deps;

  bindCall(app, deps, staffArticleList, async (input) => listArticles(db, { ...input, lang: langFilter(input) }));
  bindCall(app, deps, staffArticleGet, async ({ id }) => getArticle(db, id));
  bindCall(app, deps, staffArticleSave, async (input, ctx) =>
    thenInvalidate(saveArticle(db, input, deps.clock.now(), ctx.lang)),
  );
  bindCall(app, deps, staffArticleDelete, async ({ id }) => thenInvalidate(deleteArticle(db, id)));

  bindCall(app, deps, staffCategoryList, async () => listCategories(db));
  bindCall(app, deps, staffCategorySave, async (input, ctx) => thenInvalidate(saveCategory(db, input, ctx.lang)));
  bindCall(app, deps, staffCategoryDelete, async ({ id }) => thenInvalidate(deleteCategory(db, id)));

  bindCall(app, deps, staffPicList, async ({ slot }) => listPics(db, slot || undefined));
  bindCall(app, deps, staffPicSave, async (input, ctx) => thenInvalidate(savePic(db, input, ctx.lang)));
  bindCall(app, deps, staffPicDelete, async ({ id }) => thenInvalidate(deletePic(db, id)));
}
