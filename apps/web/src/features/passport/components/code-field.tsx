import { useTranslation } from 'react-i18next';
import { CodeButton } from './code-button';
import { errorAria, FormField } from './form-field';
import { TextInput } from './text-input';

interface Props {
  id: string;
  value: string;
  onChange: (v: string) => void;
  onSend: () => Promise<number | null>;
  error?: string;
}

/** The 6-digit code with its "get code" button. */
export function CodeField({ id, value, onChange, onSend, error }: Props) {
  const { t } = useTranslation('passport');
  return (
    <FormField id={id} label={t('field.code')} error={error}>
      <TextInput
        id={id}
        inputMode="numeric"
        autoComplete="one-time-code"
        placeholder={t('placeholder.code')}
        value={value}
        onChange={(v) => onChange(v.replace(/\D/g, ''))}
        maxLength={6}
        {...errorAria(id, error)}
      />
      <CodeButton onSend={onSend} />
    </FormField>
  );
}
