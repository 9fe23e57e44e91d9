import { Code } from '@app/contract/codes';
import { Button, Input, Switch } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '../../../shared/api/client';
import { type CategoryForm, checkCategory } from '../lib/category-form';
import { errorProps, Field } from './field';

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
  const [form, setForm] = useState(initial);
  const [error, setError] = useState<{ field: string; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const set = <K extends keyof CategoryForm>(k: K, v: CategoryForm[K]) => {
    setForm((f) => ({ ...f, [k]: v }));
    setError(null);
  };
  const err = (k: string) => (error?.field === k ? error.text : null);

  const submit = async () => {
    const issue = checkCategory(form);
    if (issue) {
      const text =
        issue.field === 'code'
          ? t('categories.codeInvalid')
          : t(`validation.${issue.kind}`, { field: t(LABEL[issue.field] ?? issue.field) });
      setError({ field: issue.field, text });
      return;
    }
    setBusy(true);
    const refused = await onSave(form);
    setBusy(false);
    if (!refused) return;
    // A taken code, or a field the server named: point at it (the client already toasted why).
    const field = refused.code === Code.ALREADY_SUBMITTED ? 'code' : (refused.data as { field?: string } | null)?.field;
    if (field && field in LABEL) setError({ field, text: refused.codeMsg });
  };

  const input = (k: 'code' | 'nameZh' | 'nameEn' | 'sort', max: number, hint?: string) => (
    <Field id={`${idPrefix}-${k}`} label={t(LABEL[k]!)} error={err(k)} hint={hint}>
      <Input
        id={`${idPrefix}-${k}`}
        value={form[k]}
        onChange={(v) => set(k, v)}
        maxLength={max}
        inputMode={k === 'sort' ? 'numeric' : undefined}
        {...errorProps(`${idPrefix}-${k}`, err(k))}
      />
    </Field>
  );

  return (
    <div className="stf-inline-form" data-testid="staff-category-editor">
      <div className="stf-grid-2">
        {input('code', 40, t('categories.codeHint'))}
        {input('sort', 4)}
        {input('nameZh', 40)}
        {input('nameEn', 60)}
      </div>
      <div className="stf-inline-actions">
        <div className="stf-switch">
          <span>{t('categories.inMenu')}</span>
          <Switch checked={form.inMenu} onChange={(v) => set('inMenu', v)} aria-label={t('categories.inMenu')} />
        </div>
        <div className="stf-inline-buttons">
          <Button size="small" onClick={onCancel}>
            {t('common.cancel')}
          </Button>
          <Button size="small" color="primary" loading={busy} onClick={submit}>
            {t('common.save')}
          </Button>
        </div>
      </div>
    </div>
  );
}
