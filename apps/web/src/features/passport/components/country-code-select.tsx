import { useTranslation } from 'react-i18next';
import { COUNTRY_CODES } from '../lib/country-codes';
import { useLang } from '../lib/use-lang';

interface Props {
  value: string;
  onChange: (code: string) => void;
}

/**
 * Calling-code picker in front of a phone input. A native select: the phone's own wheel or
 * list is the largest touch target there is, and it costs no script.
 */
export function CountryCodeSelect({ value, onChange }: Props) {
  const { t } = useTranslation('passport');
  const lang = useLang();
  return (
    <span className="pp-cc">
      <span className="pp-cc__shown" aria-hidden="true">
        +{value}
      </span>
      <select
        className="pp-cc__select"
        aria-label={t('field.countryCode')}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      >
        {COUNTRY_CODES.map((c) => (
          <option key={c.code} value={c.code}>
            {c[lang]} +{c.code}
          </option>
        ))}
      </select>
    </span>
  );
}
