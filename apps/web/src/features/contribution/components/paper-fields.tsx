import { useTranslation } from 'react-i18next';
import type { PaperErrors, PaperForm } from '../lib/paper-form';
import type { Option } from './author-card';
import { FieldChips } from './field-chips';
import { errorAria, FormField } from '../../../shared/ui/form-field';
import { PaperFile } from './paper-file';

const TEXTS = ['title', 'keywords'] as const;

/** The paper itself (title, keywords, abstract, fields, file): the same for a conference and an SCI paper. */
export function PaperFields({
  form,
  errors,
  set,
  fields,
  maxFields,
  maxMb,
}: {
  form: PaperForm;
  errors: PaperErrors;
  set: (patch: Partial<PaperForm>, places: string[]) => void;
  fields: Option[];
  maxFields: number;
  maxMb: number;
}) {
  const { t } = useTranslation('contribution');
  return (
    <>
      {TEXTS.map((k) => (
        <FormField key={k} id={`ct-${k}`} label={t(`label.${k}`)} error={errors[k]} required hint={t(`paper.${k}Hint`)}>
          <input
            id={`ct-${k}`}
            className="app-input"
            maxLength={k === 'title' ? 300 : 200}
            placeholder={t(`paper.${k}Placeholder`)}
            value={form[k]}
            onChange={(e) => set({ [k]: e.target.value }, [k])}
            {...errorAria(`ct-${k}`, errors[k])}
          />
        </FormField>
      ))}
      <FormField id="ct-abstract" label={t('label.abstract')} error={errors.abstract} required>
        <textarea
          id="ct-abstract"
          className="app-input app-textarea"
          rows={6}
          maxLength={5000}
          placeholder={t('paper.abstractPlaceholder')}
          value={form.abstract}
          onChange={(e) => set({ abstract: e.target.value }, ['abstract'])}
          {...errorAria('ct-abstract', errors.abstract)}
        />
      </FormField>
      <FieldChips
        options={fields}
        value={form.fields}
        max={maxFields}
        error={errors.fields}
        onChange={(v) => set({ fields: v }, ['fields'])}
      />
      <PaperFile file={form.file} maxMb={maxMb} error={errors.fileId} onChange={(file) => set({ file }, ['fileId'])} />
    </>
  );
}
