import {
  staffCategoryDelete,
  staffCategoryList,
  staffCategorySave,
  type zStaffCategory,
} from '@app/contract/calls/staff';
import { Button, Tag, Toast } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ApiError } from '../../../shared/api/client';
import { CategoryEditor } from '../components/category-editor';
import { confirmDelete } from '../components/confirm-delete';
import { ListState } from '../components/list-state';
import { type CategoryForm, emptyCategory, fromCategory, toCategoryInput } from '../lib/category-form';
import { decodeText } from '../lib/format';
import { staffCall, useStaffCall } from '../lib/staff-api';
import { useUnsavedGuard } from '../lib/unsaved';
// antd-mobile's Dialog/Toast need the React 19 renderer registered first (STACK gotcha 2).
import '../../../shared/api/render-patch';

type Category = z.infer<typeof zStaffCategory>;

/** /staff/categories: every category with its article count; edited in place, added at the top. */
export default function CategoryList() {
  const { t, i18n } = useTranslation('staff');
  const list = useStaffCall(staffCategoryList, {});
  // 'new', a category id, or null: one editor open at a time.
  const [editing, setEditing] = useState<'new' | number | null>(null);
  useUnsavedGuard(editing !== null);

  const save = async (form: CategoryForm, id?: number) => {
    try {
      await staffCall(staffCategorySave, toCategoryInput(form, id));
      Toast.show({ content: t('common.saved') });
      setEditing(null);
      list.reload();
      return null;
    } catch (err) {
      return err instanceof ApiError ? err : new ApiError(-1, t('common.loadFailed'));
    }
  };

  const remove = async (c: Category) => {
    if (c.total > 0) return void Toast.show({ content: t('categories.notEmpty') });
    if (!(await confirmDelete(decodeText(i18n.language === 'en' ? c.nameEn : c.nameZh)))) return;
    try {
      await staffCall(staffCategoryDelete, { id: c.id });
      Toast.show({ content: t('common.deleted') });
      list.reload();
    } catch {
      // Toasted by the client (e.g. an article was added meanwhile).
    }
  };

  const nextSort = Math.max(0, ...(list.data ?? []).map((c) => c.sort)) + 1;

  return (
    <div className="stf-page">
      <div className="stf-page-head">
        <h1 className="stf-h1">{t('categories.title')}</h1>
        <Button
          size="small"
          shape="rounded"
          color="primary"
          onClick={() => setEditing('new')}
          disabled={editing === 'new'}
        >
          {t('categories.add')}
        </Button>
      </div>
      {editing === 'new' ? (
        <div className="stf-card">
          <CategoryEditor
            idPrefix="stf-cat-new"
            initial={emptyCategory(nextSort)}
            onSave={(f) => save(f)}
            onCancel={() => setEditing(null)}
          />
        </div>
      ) : null}
      <ListState state={list} empty={t('common.empty')} isEmpty={list.data?.length === 0}>
        <ul className="stf-card stf-list">
          {list.data?.map((c) =>
            editing === c.id ? (
              <li key={c.id} className="stf-item is-editing">
                <CategoryEditor
                  idPrefix={`stf-cat-${c.id}`}
                  initial={fromCategory(c)}
                  onSave={(f) => save(f, c.id)}
                  onCancel={() => setEditing(null)}
                />
              </li>
            ) : (
              <li key={c.id} className="stf-item" data-testid="staff-category-item">
                <div className="stf-item-body">
                  <div className="stf-item-title">
                    {decodeText(c.nameZh)} <span className="stf-muted">/ {decodeText(c.nameEn)}</span>
                  </div>
                  <div className="stf-item-meta">
                    <code>{c.code}</code>
                    <span>
                      {t('categories.sort')} {c.sort}
                    </span>
                    <span>{t('categories.articles', { count: c.total })}</span>
                  </div>
                  {!c.inMenu ? (
                    <div className="stf-tags">
                      <Tag color="default">{t('categories.hidden')}</Tag>
                    </div>
                  ) : null}
                </div>
                <div className="stf-item-actions">
                  <Button size="mini" fill="none" color="primary" onClick={() => setEditing(c.id)}>
                    {t('common.edit')}
                  </Button>
                  <Button
                    size="mini"
                    fill="none"
                    color="danger"
                    onClick={() => remove(c)}
                    aria-disabled={c.total > 0}
                    className={c.total > 0 ? 'is-muted' : undefined}
                  >
                    {t('common.delete')}
                  </Button>
                </div>
              </li>
            ),
          )}
        </ul>
      </ListState>
    </div>
  );
}
