import { ListSkeleton } from '../../cms/components/list-skeleton';
import './home.css';

/** Placeholder for the news block while the home data loads (same height as 6 rows). */
export function HomeSkeleton() {
  return (
    <div className="hm-section" aria-busy="true" data-testid="home-skeleton">
      <div className="hm-skeleton-tabs">
        {[0, 1, 2, 3].map((i) => (
          <span key={i} className="cms-skeleton__line" />
        ))}
      </div>
      <ListSkeleton rows={6} />
    </div>
  );
}
