interface Props<V extends string> {
  id: string;
  /** The group's name for screen readers (the Field's label is not tied to a fieldset). */
  name: string;
  options: readonly V[];
  value: readonly V[];
  label: (v: V) => string;
  onChange: (next: V[]) => void;
  invalid?: boolean;
}

/** Several choices as plain checkboxes (each one labelled, so it is reachable by its name). */
export function CheckGroup<V extends string>({ id, name, options, value, label, onChange, invalid }: Props<V>) {
  const toggle = (v: V, on: boolean) =>
    onChange(on ? options.filter((o) => o === v || value.includes(o)) : value.filter((o) => o !== v));
  return (
    <fieldset className="stf-checks" id={id} aria-label={name} aria-invalid={invalid || undefined}>
      {options.map((o) => (
        <label key={o} className={value.includes(o) ? 'stf-check is-on' : 'stf-check'}>
          <input type="checkbox" checked={value.includes(o)} onChange={(e) => toggle(o, e.target.checked)} />
          <span>{label(o)}</span>
        </label>
      ))}
    </fieldset>
  );
}
