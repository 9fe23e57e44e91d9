import { useTranslation } from 'react-i18next';

interface ChipsProps<V extends string> {
  label: string;
  values: readonly V[];
  value: V | null;
  allText: string;
  text: (v: V) => string;
  onChange: (v: V | null) => void;
}

/** A list filter as chips: "all" and one chip per value; the chosen one is pressed. */
export function FilterChips<V extends string>({ label, values, value, allText, text, onChange }: ChipsProps<V>) {
  const chip = (v: V | null) => (
    <button
      key={v ?? 'all'}
      type="button"
      className={value === v ? 'stf-chip is-active' : 'stf-chip'}
      aria-pressed={value === v}
      onClick={() => onChange(v)}
    >
      {v ? text(v) : allText}
    </button>
  );
  return (
    <fieldset className="stf-chips stf-chips-tall" aria-label={label}>
      {chip(null)}
      {values.map(chip)}
    </fieldset>
  );
}

interface Props<S extends string> {
  statuses: readonly S[];
  value: S | null;
  onChange: (s: S | null) => void;
  /** staff.json prefix of the status names, e.g. `papers.status`. */
  labelKey: string;
  label: string;
}

/** FilterChips of a status whose names are in staff.json. */
export function StatusChips<S extends string>({ statuses, value, onChange, labelKey, label }: Props<S>) {
  const { t } = useTranslation('staff');
  return (
    <FilterChips
      label={label}
      values={statuses}
      value={value}
      allText={t('common.all')}
      text={(s) => t(`${labelKey}.${s}`)}
      onChange={onChange}
    />
  );
}
