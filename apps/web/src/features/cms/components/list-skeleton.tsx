import './list-skeleton.css';

/** Grey placeholder rows while a list loads; `thumb` reserves the picture column. */
export function ListSkeleton({ rows = 5, thumb = true }: { rows?: number; thumb?: boolean }) {
  return (
    <div className="cms-skeleton" aria-busy="true">
      {Array.from({ length: rows }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders that never reorder
        <div className="cms-skeleton__row" key={i}>
          <div className="cms-skeleton__text">
            <div className="cms-skeleton__line" />
            <div className="cms-skeleton__line cms-skeleton__line--short" />
          </div>
          {thumb ? <div className="cms-skeleton__thumb" /> : null}
        </div>
      ))}
    </div>
  );
}
