import './ui.css';

/** Suspense fallback inside the shell: a quiet spinner that keeps the page height (no layout shift). */
export function PageLoading({ label }: { label?: string }) {
  return (
    <div className="ui-loading" role="status" aria-live="polite">
      <span className="ui-spinner" aria-hidden="true" />
      {label ? <span className="ui-loading-label">{label}</span> : null}
    </div>
  );
}
