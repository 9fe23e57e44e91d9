import { Code } from '@app/contract/codes';
import { Switch } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '../../../shared/api/client';
import { type CategoryForm, checkCategory } from '../lib/category-form';
import { dataField, EditorButtons, useEditorForm } from './editor-form';

interface Props {
  initial: CategoryForm;
  /** Resolves null when saved, or the refusal (the editor stays open and marks the field). */
  onSave: (form: CategoryForm) => Promise<ApiError | null>;
  onCancel: () => void;
  idPrefix: string;
}

const LABEL: Record<string, string> = {
  code: 'categories.code',
  nameZh: 'categories.nameZh',
  nameEn: 'categories.nameEn',
  sort: 'categories.sort',
};

/** A category's fields in place of its row (or at the top of the list for a new one). */
export function CategoryEditor({ initial, onSave, onCancel, idPrefix }: Props) {
  const { t } = useTranslation('staff');
  const { form, set, busy, submit, input } = useEditorForm({
    initial,
    idPrefix,
    labels: LABEL,
    check: checkCategory,
    ownText: { code: 'categories.codeInvalid' },
    // A taken code, or a field the server named: point at it (the client already toasted why).
    refusedField: (r) => (r.code === Code.ALREADY_SUBMITTED ? 'code' : dataField(r)),
    onSave,
  });

  return (
    <div className="stf-inline-form" data-testid="staff-category-editor">
      <div className="stf-grid-2">
        {input('code', 40, t('categories.codeHint'))}
        {input('sort', 4, undefined, 'numeric')}
        {input('nameZh', 40)}
        {input('nameEn', 60)}
      </div>
      <div className="stf-inline-actions">
        <div className="stf-switch">
          <span>{t('categories.inMenu')}</span>
          <Switch checked={form.inMenu} onChange={(v) => set('inMenu', v)} aria-label={t('categories.inMenu')} />
        </div>
        <EditorButtons busy={busy} onCancel={onCancel} onSave={submit} />
      </div>
    </div>
  );
}
