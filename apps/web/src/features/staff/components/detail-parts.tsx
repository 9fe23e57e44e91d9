import type { ReactNode } from 'react';

/** One label and value line of a `<dl className="stf-dl">`. */
export function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div className="stf-dl-row">
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

/** A Fact for an optional field: an empty or unset value leaves the whole line out. */
export function OptionalFact({ label, value }: { label: string; value: string | null | undefined }) {
  return value ? <Fact label={label} value={value} /> : null;
}

interface SectionProps {
  /** The heading's id, which also names the section for screen readers. */
  id: string;
  title: ReactNode;
  testId?: string;
  children: ReactNode;
}

/** A titled card of a console page. */
export function TitledSection({ id, title, testId, children }: SectionProps) {
  return (
    <section className="stf-card stf-form" aria-labelledby={id} data-testid={testId}>
      <h2 className="stf-h2" id={id}>
        {title}
      </h2>
      {children}
    </section>
  );
}
