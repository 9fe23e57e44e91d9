import type { ReactNode } from 'react';

/** A card of a meeting page under its own heading, which names the card for screen readers. */
export function MeetingCard({ titleId, title, children }: { titleId: string; title: ReactNode; children: ReactNode }) {
  return (
    <section className="mt-card" aria-labelledby={titleId}>
      <h2 className="mt-card__title" id={titleId}>
        {title}
      </h2>
      {children}
    </section>
  );
}
