import { useTranslation } from 'react-i18next';
import { errorAria, FormField } from '../../passport/components/form-field';
import { PhoneField } from '../../passport/components/phone-field';
import { TextInput } from '../../passport/components/text-input';
import type { FieldErrors } from '../lib/field-errors';
import '../../passport/passport.css';

export interface ContactValues {
  name: string;
  countryCode: string;
  phone: string;
  email: string;
  unit: string;
  /** Only the registration form asks for it. */
  position?: string;
}

interface Props {
  /** Prefix of the control ids (two forms may share a page in tests). */
  idPrefix: string;
  values: ContactValues;
  errors: FieldErrors;
  onChange: (patch: Partial<ContactValues>) => void;
  withPosition?: boolean;
}

/**
 * The attendee's contact details: name, phone with country code, e-mail, institution and (for a
 * registration) title. Each error stands under its own field.
 */
export function ContactFields({ idPrefix, values, errors, onChange, withPosition }: Props) {
  const { t } = useTranslation('meeting');
  const id = (k: string) => `${idPrefix}-${k}`;
  const text = (key: 'name' | 'email' | 'unit' | 'position', opts: { max: number; type?: string; auto?: string }) => (
    <FormField id={id(key)} label={t(`attendee.${key}`)} error={errors[key]}>
      <TextInput
        id={id(key)}
        type={opts.type ?? 'text'}
        autoComplete={opts.auto ?? 'off'}
        inputMode={opts.type === 'email' ? 'email' : undefined}
        placeholder={t(`attendee.${key}Placeholder`)}
        value={values[key] ?? ''}
        maxLength={opts.max}
        onChange={(v) => onChange({ [key]: v })}
        {...errorAria(id(key), errors[key])}
      />
    </FormField>
  );
  return (
    <>
      {text('name', { max: 40, auto: 'name' })}
      <PhoneField
        id={id('phone')}
        countryCode={values.countryCode}
        phone={values.phone}
        onCountryCode={(countryCode) => onChange({ countryCode })}
        onPhone={(phone) => onChange({ phone })}
        error={errors.phone ?? errors.countryCode}
      />
      {text('email', { max: 254, type: 'email', auto: 'email' })}
      {text('unit', { max: 100, auto: 'organization' })}
      {withPosition ? text('position', { max: 40, auto: 'organization-title' }) : null}
    </>
  );
}
