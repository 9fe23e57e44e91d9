import { useTranslation } from 'react-i18next';
import type { Option } from './author-card';

interface Props {
  options: Option[];
  value: string[];
  max: number;
  error?: string;
  onChange: (value: string[]) => void;
}

/** Research fields of the paper (option list `domains`), up to `max`, as toggle chips. */
export function FieldChips({ options, value, max, error, onChange }: Props) {
  const { t } = useTranslation('contribution');
  const toggle = (v: string) =>
    onChange(value.includes(v) ? value.filter((x) => x !== v) : value.length < max ? [...value, v] : value);
  return (
    <fieldset
      className={`app-field ct-fieldset${error ? ' app-field--error' : ''}`}
      aria-describedby={error ? 'ct-fields-error' : undefined}
    >
      <legend className="app-field__label">
        {t('paper.fields')}
        <span className="app-field__req" aria-hidden="true">
          *
        </span>
        <span className="app-field__note">{t('paper.fieldsMax', { max })}</span>
      </legend>
      <div className="ct-chips">
        {options.map((o) => {
          const on = value.includes(o.value);
          return (
            <button
              key={o.value}
              type="button"
              className={`ct-chip${on ? ' ct-chip--on' : ''}`}
              aria-pressed={on}
              disabled={!on && value.length >= max}
              onClick={() => toggle(o.value)}
            >
              {o.label}
            </button>
          );
        })}
      </div>
      {error ? (
        <div className="app-field__error" id="ct-fields-error" role="alert">
          {error}
        </div>
      ) : null}
    </fieldset>
  );
}
