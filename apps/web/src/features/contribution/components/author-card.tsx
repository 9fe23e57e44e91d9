import { useTranslation } from 'react-i18next';
import type { AuthorField, AuthorForm, PaperErrors } from '../lib/paper-form';
import { errorAria, FormField } from '../../../shared/ui/form-field';

export interface Option {
  value: string;
  label: string;
}

interface Props {
  author: AuthorForm;
  index: number;
  count: number;
  errors: PaperErrors;
  titles: Option[];
  fields: Option[];
  onChange: (patch: Partial<AuthorForm>) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}

type Spec = {
  f: AuthorField;
  required?: boolean;
  type?: string;
  inputMode?: 'numeric' | 'email';
  max: number;
  auto?: string;
};

const TEXTS: Spec[] = [
  { f: 'nameEn', required: true, max: 100, auto: 'off' },
  { f: 'name', max: 40, auto: 'off' },
  { f: 'email', required: true, type: 'email', inputMode: 'email', max: 254, auto: 'off' },
  { f: 'affiliation', max: 200 },
  { f: 'country', max: 60 },
  { f: 'address', max: 200 },
];

/** One author with every field of §3, its place in the order, and the corresponding-author choice. */
export function AuthorCard({ author, index, count, errors, titles, fields, onChange, onMove, onRemove }: Props) {
  const { t } = useTranslation('contribution');
  const id = (f: string) => `ct-author-${author.key}-${f}`;
  const err = (f: AuthorField) => errors[`authors.${index}.${f}`];
  const text = ({ f, required, type, inputMode, max, auto }: Spec) => (
    <FormField key={f} id={id(f)} label={t(`author.${f}`)} error={err(f)} required={required}>
      <input
        id={id(f)}
        className="app-input"
        type={type ?? 'text'}
        inputMode={inputMode}
        autoComplete={auto}
        maxLength={max}
        placeholder={t(`author.${f}Placeholder`)}
        value={author[f]}
        onChange={(e) => onChange({ [f]: e.target.value })}
        {...errorAria(id(f), err(f))}
      />
    </FormField>
  );
  const select = (f: 'title' | 'field', options: Option[]) => (
    <FormField id={id(f)} label={t(`author.${f}`)} error={err(f)}>
      <select
        id={id(f)}
        className="app-input app-select"
        value={author[f]}
        onChange={(e) => onChange({ [f]: e.target.value })}
        {...errorAria(id(f), err(f))}
      >
        <option value="">{t('author.choose')}</option>
        {/* A value saved before the option list changed stays choosable. */}
        {author[f] && !options.some((o) => o.value === author[f]) ? (
          <option value={author[f]}>{author[f]}</option>
        ) : null}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </FormField>
  );
  const phoneError = err('countryCode') ?? err('phone');
  return (
    <fieldset className="ct-author" data-testid="author-card">
      <legend className="ct-author__head">
        <span className="ct-author__no">{t('author.heading', { n: index + 1 })}</span>
      </legend>
      <div className="ct-author__tools">
        <label className="ct-author__corr">
          <input
            type="radio"
            name="ct-corresponding"
            checked={author.corresponding}
            onChange={() => onChange({ corresponding: true })}
          />
          <span>{t('author.corresponding')}</span>
        </label>
        <div className="ct-author__moves">
          <button
            type="button"
            className="ct-icon-btn"
            disabled={index === 0}
            onClick={() => onMove(-1)}
            aria-label={t('author.up', { n: index + 1 })}
          >
            ↑
          </button>
          <button
            type="button"
            className="ct-icon-btn"
            disabled={index === count - 1}
            onClick={() => onMove(1)}
            aria-label={t('author.down', { n: index + 1 })}
          >
            ↓
          </button>
          <button
            type="button"
            className="ct-icon-btn ct-icon-btn--danger"
            disabled={count === 1}
            onClick={onRemove}
            aria-label={t('author.remove', { n: index + 1 })}
          >
            ×
          </button>
        </div>
      </div>
      {TEXTS.slice(0, 2).map(text)}
      <FormField id={id('phone')} label={t('author.phone')} error={phoneError} required>
        <span className="ct-cc">
          <span aria-hidden="true">+</span>
          <input
            className="ct-cc__input"
            inputMode="numeric"
            maxLength={4}
            aria-label={t('author.countryCode')}
            value={author.countryCode}
            onChange={(e) => onChange({ countryCode: e.target.value.replace(/\D/g, '') })}
            {...errorAria(id('phone'), err('countryCode'))}
          />
        </span>
        <input
          id={id('phone')}
          className="app-input"
          type="tel"
          inputMode="numeric"
          maxLength={15}
          autoComplete="off"
          placeholder={t('author.phonePlaceholder')}
          value={author.phone}
          onChange={(e) => onChange({ phone: e.target.value.replace(/\s/g, '') })}
          {...errorAria(id('phone'), err('phone'))}
        />
      </FormField>
      {text(TEXTS[2]!)}
      {select('title', titles)}
      {TEXTS.slice(3).map(text)}
      {select('field', fields)}
    </fieldset>
  );
}
