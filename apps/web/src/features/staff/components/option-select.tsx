/**
 * A filter of a staff list: "all" plus one option per value, the empty string meaning all.
 * Labelled by a <label htmlFor={id}> beside it, or by `ariaLabel` when it stands alone.
 */
export function OptionSelect<V extends string>({
  id,
  ariaLabel,
  value,
  values,
  allText,
  text,
  onChange,
}: {
  id?: string;
  ariaLabel?: string;
  value: V | null | undefined;
  values: readonly V[];
  allText: string;
  text: (v: V) => string;
  onChange: (v: V | null) => void;
}) {
  return (
    <select
      id={id}
      className="stf-select"
      aria-label={ariaLabel}
      value={value ?? ''}
      onChange={(e) => onChange((e.target.value || null) as V | null)}
    >
      <option value="">{allText}</option>
      {values.map((v) => (
        <option key={v} value={v}>
          {text(v)}
        </option>
      ))}
    </select>
  );
}

/** An OptionSelect in a filter row, with its visible label before it. */
export function LabelledSelect<V extends string>({
  label,
  ...select
}: Parameters<typeof OptionSelect<V>>[0] & { id: string; label: string }) {
  return (
    <>
      <label className="stf-label" htmlFor={select.id}>
        {label}
      </label>
      <OptionSelect {...select} />
    </>
  );
}
