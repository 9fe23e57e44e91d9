import { type ReactNode, Suspense } from 'react';
import { Link } from 'react-router';
import { StatusPanel } from '../../cms/components/status-panel';
import { HydrateWhenSeen } from '../../../ssr/hydrate-when-seen';
import './home.css';

interface Props {
  id: string;
  title: string;
  /** "More" link in the header. */
  more?: { to: string; label: string };
  /** When true, the empty text replaces the children. */
  empty?: boolean;
  emptyText: string;
  children: ReactNode;
  className?: string;
}

/** A home block: a titled white card with a "more" link and its own empty state. */
export function Section({ id, title, more, empty, emptyText, children, className }: Props) {
  const headingId = `hm-${id}-title`;
  return (
    <section
      className={`hm-section${className ? ` ${className}` : ''}`}
      aria-labelledby={headingId}
      data-testid={`section-${id}`}
    >
      <div className="hm-section__head">
        <h2 className="hm-section__title" id={headingId}>
          {title}
        </h2>
        {more ? (
          <Link className="hm-section__more" to={more.to}>
            {more.label}
          </Link>
        ) : null}
      </div>
      {/* A boundary per block: hydrating a server-rendered home page then runs as several short
          tasks instead of one long one, and a block out of sight waits until it is seen
          (Lighthouse TBT); nothing in here suspends otherwise. */}
      <Suspense fallback={null}>
        <HydrateWhenSeen id={headingId} find={() => document.getElementById(headingId)?.closest('section') ?? null}>
          {empty ? <StatusPanel kind="empty" title={emptyText} compact /> : children}
        </HydrateWhenSeen>
      </Suspense>
    </section>
  );
}
