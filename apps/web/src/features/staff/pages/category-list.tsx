import {
  staffCategoryDelete,
  staffCategoryList,
  staffCategorySave,
  type zStaffCategory,
} from '@app/contract/calls/staff';
import { Tag, Toast } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { CategoryEditor } from '../components/category-editor';
import { InlineEditList, useInlineEdit } from '../components/inline-edit-list';
import { emptyCategory, fromCategory, toCategoryInput } from '../lib/category-form';
import { decodeText } from '../lib/format';
import { staffCall, useStaffCall } from '../lib/staff-api';
// antd-mobile's Dialog/Toast need the React 19 renderer registered first (STACK gotcha 2).
import '../../../shared/api/render-patch';

type Category = z.infer<typeof zStaffCategory>;

/** /staff/categories: every category with its article count; edited in place, added at the top. */
export default function CategoryList() {
  const { t, i18n } = useTranslation('staff');
  const list = useStaffCall(staffCategoryList, {});
  const edit = useInlineEdit(list.reload);

  const remove = (c: Category) => {
    // The server refuses a category that still has articles; say so without asking first.
    if (c.total > 0) return void Toast.show({ content: t('categories.notEmpty') });
    const name = decodeText(i18n.language === 'en' ? c.nameEn : c.nameZh);
    void edit.remove(name, () => staffCall(staffCategoryDelete, { id: c.id }));
  };

  const nextSort = Math.max(0, ...(list.data ?? []).map((c) => c.sort)) + 1;

  return (
    <InlineEditList
      title={t('categories.title')}
      addLabel={t('categories.add')}
      list={list}
      edit={edit}
      editor={(c) => (
        <CategoryEditor
          idPrefix={`stf-cat-${c?.id ?? 'new'}`}
          initial={c ? fromCategory(c) : emptyCategory(nextSort)}
          onSave={(f) => edit.save(() => staffCall(staffCategorySave, toCategoryInput(f, c?.id)))}
          onCancel={() => edit.setEditing(null)}
        />
      )}
      row={(c) => (
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
      )}
      rowTestId="staff-category-item"
      onDelete={remove}
      deleteMuted={(c) => c.total > 0}
    />
  );
}
