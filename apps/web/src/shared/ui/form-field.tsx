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
  /**
   * A block of the screen's own, put beside `app-field` on every part (`pp-field` on the sign-in forms):
   * its stylesheet keeps only where its look differs, and selectors that name it keep working.
   */
  mix?: string;
  children: ReactNode;
}

/** A labelled control with its error right below it (each error next to its field). */
export function FormField({ id, label, error, hint, required, mix, children }: Props) {
  const cls = (part: string) => (mix ? `app-field${part} ${mix}${part}` : `app-field${part}`);
  return (
    <div className={error ? `${cls('')} ${cls('--error')}` : cls('')}>
      <label className={cls('__label')} htmlFor={id}>
        {label}
        {required ? (
          <span className={cls('__req')} aria-hidden="true">
            *
          </span>
        ) : null}
      </label>
      <div className={cls('__box')}>{children}</div>
      {error ? (
        <div className={cls('__error')} id={`${id}-error`} role="alert">
          {error}
        </div>
      ) : hint ? (
        <div className={cls('__hint')}>{hint}</div>
      ) : null}
    </div>
  );
}

/** aria attributes that tie a control to its FormField error. */
export const errorAria = (id: string, error?: string) =>
  error ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-error` } : {};
