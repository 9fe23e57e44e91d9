import type { ReactNode } from 'react';

/**
 * A card of a meeting page under its own heading, which names the card for screen readers.
 * `className` adds classes after `mt-card`; `testId` sets `data-testid`.
 */
export function MeetingCard({
  titleId,
  title,
  className,
  testId,
  children,
}: {
  titleId: string;
  title: ReactNode;
  className?: string;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <section className={className ? `mt-card ${className}` : 'mt-card'} aria-labelledby={titleId} data-testid={testId}>
      <h2 className="mt-card__title" id={titleId}>
        {title}
      </h2>
      {children}
    </section>
  );
}
