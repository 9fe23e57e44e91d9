import type { ReactNode } from 'react';

interface Props {
  /** Id of the control, so the label and the error message point at it. */
  id: string;
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  children: ReactNode;
}

/** A labelled control with its error right below it (issue 2: errors next to the field). */
export function FormField({ id, label, error, hint, children }: Props) {
  return (
    <div className={`pp-field${error ? ' pp-field--error' : ''}`}>
      <label className="pp-field__label" htmlFor={id}>
        {label}
      </label>
      <div className="pp-field__box">{children}</div>
      {error ? (
        <div className="pp-field__error" id={`${id}-error`} role="alert">
          {error}
        </div>
      ) : hint ? (
        <div className="pp-field__hint">{hint}</div>
      ) : null}
    </div>
  );
}

/** aria attributes that tie a control to its FormField error. */
export const errorAria = (id: string, error?: string) =>
  error ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-error` } : {};
