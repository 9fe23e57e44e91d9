import { useTranslation } from 'react-i18next';
import { CountryCodeSelect } from './country-code-select';
import { errorAria, FormField } from './form-field';
import { TextInput } from './text-input';

interface Props {
  id: string;
  countryCode: string;
  phone: string;
  onCountryCode: (v: string) => void;
  onPhone: (v: string) => void;
  error?: string;
}

/** Country calling code and mobile number in one row. */
export function PhoneField({ id, countryCode, phone, onCountryCode, onPhone, error }: Props) {
  const { t } = useTranslation('passport');
  return (
    <FormField id={id} label={t('field.phone')} error={error}>
      <CountryCodeSelect value={countryCode} onChange={onCountryCode} />
      <TextInput
        id={id}
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        placeholder={t('placeholder.phone')}
        value={phone}
        onChange={(v) => onPhone(v.replace(/\s/g, ''))}
        maxLength={15}
        {...errorAria(id, error)}
      />
    </FormField>
  );
}
