interface Props {
  id: string;
  value: string;
  onChange: (v: string) => void;
  label: string;
  error?: string;
  autoFocus?: boolean;
}

/**
 * Six boxes for a 6-digit pay password: one real numeric input over them (so the phone shows
 * its number pad, paste works and screen readers read one field), dots drawn in the boxes.
 */
export function PinInput({ id, value, onChange, label, error, autoFocus }: Props) {
  return (
    <div>
      <div className="pm-pin">
        {[0, 1, 2, 3, 4, 5].map((i) => (
          <span key={i} className="pm-pin__cell" aria-hidden="true">
            {i < value.length ? '●' : ''}
          </span>
        ))}
        <input
          id={id}
          type="password"
          inputMode="numeric"
          autoComplete="off"
          aria-label={label}
          maxLength={6}
          value={value}
          // biome-ignore lint/a11y/noAutofocus: the sheet opens to take exactly this input
          autoFocus={autoFocus}
          onChange={(e) => onChange(e.target.value.replace(/\D/g, '').slice(0, 6))}
          {...(error ? { 'aria-invalid': true, 'aria-describedby': `${id}-error` } : {})}
        />
      </div>
      {error ? (
        <p className="pm-error pm-pin__error" id={`${id}-error`} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
