import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorAria, FormField } from './form-field';
import { TextInput } from './text-input';

interface Props {
  id: string;
  label: string;
  placeholder: string;
  value: string;
  onChange: (v: string) => void;
  error?: string;
  hint?: string;
  autoComplete: 'current-password' | 'new-password';
}

/** A password input with a show/hide switch (typing a long password on a phone is error-prone). */
export function PasswordField({ id, label, placeholder, value, onChange, error, hint, autoComplete }: Props) {
  const { t } = useTranslation('passport');
  const [visible, setVisible] = useState(false);
  return (
    <FormField id={id} label={label} error={error} hint={hint}>
      <TextInput
        id={id}
        type={visible ? 'text' : 'password'}
        autoComplete={autoComplete}
        placeholder={placeholder}
        value={value}
        onChange={onChange}
        maxLength={64}
        {...errorAria(id, error)}
      />
      <button
        type="button"
        className="pp-eye"
        aria-pressed={visible}
        aria-label={visible ? t('password.hide') : t('password.show')}
        onClick={() => setVisible((v) => !v)}
      >
        {visible ? t('password.hideShort') : t('password.showShort')}
      </button>
    </FormField>
  );
}
