import type { ReactNode } from 'react';

interface Props {
  id: string;
  label: string;
  hint?: string;
  error?: string | null;
  children: ReactNode;
  /** Label and control on one line (switches). */
  inline?: boolean;
}

/** One labelled control with its hint or error underneath; the error is tied to the control for screen readers. */
export function Field({ id, label, hint, error, children, inline }: Props) {
  return (
    <div className={`stf-field${inline ? ' is-inline' : ''}${error ? ' has-error' : ''}`}>
      <label className="stf-label" htmlFor={id}>
        {label}
      </label>
      <div className="stf-control">{children}</div>
      {error ? (
        <div className="stf-error" id={`${id}-error`} role="alert">
          {error}
        </div>
      ) : hint ? (
        <div className="stf-hint">{hint}</div>
      ) : null}
    </div>
  );
}

export const errorProps = (id: string, error?: string | null) =>
  error ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-error` } : {};
