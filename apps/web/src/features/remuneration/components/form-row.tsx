import type { ReactNode } from 'react';

interface Props {
  id: string;
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  children: ReactNode;
}

/** A labelled control with its error right below it (§5: each error next to its field). */
export function FormRow({ id, label, error, hint, children }: Props) {
  return (
    <div className={`rm-field${error ? ' rm-field--error' : ''}`}>
      <label className="rm-field__label" htmlFor={id}>
        {label}
      </label>
      <div className="rm-field__box">{children}</div>
      {error ? (
        <div className="rm-field__error" id={`${id}-error`} role="alert">
          {error}
        </div>
      ) : hint ? (
        <div className="rm-field__hint">{hint}</div>
      ) : null}
    </div>
  );
}

/** aria attributes tying a control to its error. */
export const errorAria = (id: string, error?: string) =>
  error ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-error` } : {};
