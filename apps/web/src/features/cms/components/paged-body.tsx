import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { ApiError } from '../../../shared/api/client';
import { ListSkeleton } from './list-skeleton';
import { LoadMore } from './load-more';
import { StatusPanel } from './status-panel';

/** What usePaged gives a screen, as far as the body of the list needs it. */
export interface PagedState<T> {
  items: T[];
  loading: boolean;
  error?: ApiError;
  first?: unknown;
  hasMore: boolean;
  retry: () => void;
  loadMore: () => void;
}

interface Props<T> {
  list: PagedState<T>;
  /** The empty state's title and the way on from it (a link button). */
  empty: { title: string; action?: { to: string; label: string } };
  className: string;
  testId: string;
  skeletonRows?: number;
  row: (item: T) => ReactNode;
}

/**
 * The body of a paged list screen: skeleton while the first page loads, an error panel with retry,
 * the empty state, or the rows with the load-more foot. The screen keeps its own header and tabs.
 */
export function PagedBody<T>({ list, empty, className, testId, skeletonRows = 5, row }: Props<T>) {
  if (list.loading && !list.items.length) return <ListSkeleton rows={skeletonRows} thumb={false} />;
  if (list.error && !list.items.length) {
    return <StatusPanel kind="error" description={list.error.codeMsg} onRetry={list.retry} />;
  }
  if (!list.items.length) {
    if (!list.first) return null;
    return (
      <StatusPanel
        kind="empty"
        title={empty.title}
        action={
          empty.action ? (
            <Link className="cms-btn" to={empty.action.to}>
              {empty.action.label}
            </Link>
          ) : undefined
        }
      />
    );
  }
  return (
    <div className={className} data-testid={testId}>
      {list.items.map(row)}
      <LoadMore
        hasMore={list.hasMore}
        loading={list.loading}
        failed={!!list.error}
        onLoad={list.error ? list.retry : list.loadMore}
      />
    </div>
  );
}
