import type { TTitleType } from '@app/contract/invoice-rules';
import { useTranslation } from 'react-i18next';
import { errorAria, FormField } from '../../passport/components/form-field';
import { TextInput } from '../../passport/components/text-input';
import type { FieldErrors } from '../../passport/lib/validate';

export interface TitleValues {
  titleType: TTitleType;
  invoiceTitle: string;
  taxNo: string;
  email: string;
}

/**
 * Title type (personal or company), the title, the tax number (company only: a personal title
 * has none) and the e-mail. Shared by the request form and the saved-title editor.
 */
export function TitleFields({
  idPrefix,
  values,
  errors,
  onChange,
}: {
  idPrefix: string;
  values: TitleValues;
  errors: FieldErrors;
  onChange: (patch: Partial<TitleValues>) => void;
}) {
  const { t } = useTranslation('invoice');
  const id = (k: string) => `${idPrefix}-${k}`;
  return (
    <>
      <fieldset className="iv-block iv-choices" aria-label={t('field.titleType')}>
        <span className="iv-label iv-label--row">{t('field.titleType')}</span>
        {(['personal', 'company'] as const).map((tt) => (
          <label key={tt} className={`iv-choice${values.titleType === tt ? ' iv-choice--on' : ''}`}>
            <input
              type="radio"
              name={id('titleType')}
              value={tt}
              checked={values.titleType === tt}
              onChange={() => onChange(tt === 'personal' ? { titleType: tt, taxNo: '' } : { titleType: tt })}
            />
            {t(`titleType.${tt}`)}
          </label>
        ))}
      </fieldset>
      <FormField id={id('invoiceTitle')} label={t('field.invoiceTitle')} error={errors.invoiceTitle}>
        <TextInput
          id={id('invoiceTitle')}
          value={values.invoiceTitle}
          maxLength={100}
          autoComplete={values.titleType === 'company' ? 'organization' : 'name'}
          placeholder={t(values.titleType === 'company' ? 'field.invoiceTitleCompany' : 'field.invoiceTitlePersonal')}
          onChange={(invoiceTitle) => onChange({ invoiceTitle })}
          {...errorAria(id('invoiceTitle'), errors.invoiceTitle)}
        />
      </FormField>
      {values.titleType === 'company' ? (
        <FormField id={id('taxNo')} label={t('field.taxNo')} error={errors.taxNo}>
          <TextInput
            id={id('taxNo')}
            value={values.taxNo}
            maxLength={20}
            autoCapitalize="characters"
            autoComplete="off"
            spellCheck={false}
            placeholder={t('field.taxNoPlaceholder')}
            onChange={(taxNo) => onChange({ taxNo: taxNo.toUpperCase().replace(/\s/g, '') })}
            {...errorAria(id('taxNo'), errors.taxNo)}
          />
        </FormField>
      ) : null}
      <FormField id={id('email')} label={t('field.email')} error={errors.email}>
        <TextInput
          id={id('email')}
          type="email"
          inputMode="email"
          autoComplete="email"
          value={values.email}
          maxLength={254}
          placeholder={t('field.emailPlaceholder')}
          onChange={(email) => onChange({ email })}
          {...errorAria(id('email'), errors.email)}
        />
      </FormField>
    </>
  );
}
