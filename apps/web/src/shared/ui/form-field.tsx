import type { ReactNode } from 'react';
import './form.css';

interface Props {
  /** Id of the control, so the label and the error message point at it. */
  id: string;
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  /** A star after the label. */
  required?: boolean;
  /** The class block the field is drawn with (`app-field` in form.css; the sign-in forms keep `pp-field`). */
  block?: string;
  children: ReactNode;
}

/** A labelled control with its error right below it (each error next to its field). */
export function FormField({ id, label, error, hint, required, block = 'app-field', children }: Props) {
  return (
    <div className={`${block}${error ? ` ${block}--error` : ''}`}>
      <label className={`${block}__label`} htmlFor={id}>
        {label}
        {required ? (
          <span className={`${block}__req`} aria-hidden="true">
            *
          </span>
        ) : null}
      </label>
      <div className={`${block}__box`}>{children}</div>
      {error ? (
        <div className={`${block}__error`} id={`${id}-error`} role="alert">
          {error}
        </div>
      ) : hint ? (
        <div className={`${block}__hint`}>{hint}</div>
      ) : null}
    </div>
  );
}

/** aria attributes that tie a control to its FormField error. */
export const errorAria = (id: string, error?: string) =>
  error ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-error` } : {};
