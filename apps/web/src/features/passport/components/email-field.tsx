import { useTranslation } from 'react-i18next';
import { errorAria, FormField } from './form-field';
import { TextInput } from './text-input';

interface Props {
  id: string;
  value: string;
  onChange: (v: string) => void;
  error?: string;
}

export function EmailField({ id, value, onChange, error }: Props) {
  const { t } = useTranslation('passport');
  return (
    <FormField id={id} label={t('field.email')} error={error}>
      <TextInput
        id={id}
        type="email"
        inputMode="email"
        autoComplete="email"
        placeholder={t('placeholder.email')}
        value={value}
        onChange={(v) => onChange(v.trim())}
        maxLength={254}
        {...errorAria(id, error)}
      />
    </FormField>
  );
}
