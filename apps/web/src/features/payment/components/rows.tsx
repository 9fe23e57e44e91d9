/** A label/value row of a `pm-dl` list. */
export function Row({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <div className="pm-dl__row" data-testid={testId}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

interface ChoiceProps {
  name: string;
  checked: boolean;
  onChange: () => void;
  title: string;
  desc?: string;
  side?: string;
}

/** One radio choice drawn as a card (a pay method, a coupon): the whole card is the target. */
export function Choice({ name, checked, onChange, title, desc, side }: ChoiceProps) {
  return (
    <label className={`pm-choice${checked ? ' pm-choice--on' : ''}`}>
      <input type="radio" name={name} checked={checked} onChange={onChange} />
      <span className="pm-choice__body">
        <span className="pm-choice__title">{title}</span>
        {desc ? <span className="pm-choice__desc">{desc}</span> : null}
      </span>
      {side ? <span className="pm-choice__side">{side}</span> : null}
    </label>
  );
}
