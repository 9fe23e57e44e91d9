import type { ReactNode } from 'react';

interface Props {
  id: string;
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  required?: boolean;
  children: ReactNode;
}

/** A labelled control with its error right below it (§5: each error next to its field). */
export function FormRow({ id, label, error, hint, required, children }: Props) {
  return (
    <div className={`ct-field${error ? ' ct-field--error' : ''}`}>
      <label className="ct-field__label" htmlFor={id}>
        {label}
        {required ? (
          <span className="ct-field__req" aria-hidden="true">
            *
          </span>
        ) : null}
      </label>
      <div className="ct-field__box">{children}</div>
      {error ? (
        <div className="ct-field__error" id={`${id}-error`} role="alert">
          {error}
        </div>
      ) : hint ? (
        <div className="ct-field__hint">{hint}</div>
      ) : null}
    </div>
  );
}

/** aria attributes tying a control to its error. */
export const errorAria = (id: string, error?: string) =>
  error ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-error` } : {};
