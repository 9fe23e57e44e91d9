import { useTranslation } from 'react-i18next';

interface Props<S extends string> {
  statuses: readonly S[];
  value: S | null;
  onChange: (s: S | null) => void;
  /** staff.json prefix of the status names, e.g. `papers.status`. */
  labelKey: string;
  label: string;
}

/** "All" and one chip per state; the chosen one is pressed. */
export function StatusChips<S extends string>({ statuses, value, onChange, labelKey, label }: Props<S>) {
  const { t } = useTranslation('staff');
  const chip = (s: S | null) => (
    <button
      key={s ?? 'all'}
      type="button"
      className={value === s ? 'stf-chip is-active' : 'stf-chip'}
      aria-pressed={value === s}
      onClick={() => onChange(s)}
    >
      {s ? t(`${labelKey}.${s}`) : t('common.all')}
    </button>
  );
  return (
    <fieldset className="stf-chips stf-chips-tall" aria-label={label}>
      {chip(null)}
      {statuses.map(chip)}
    </fieldset>
  );
}
