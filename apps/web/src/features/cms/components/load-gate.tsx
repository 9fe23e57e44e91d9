import { Code } from '@app/contract/codes';
import type { ReactElement } from 'react';
import { Link } from 'react-router';
import type { CallState } from '../../../shared/api/use-call';
import { ListSkeleton } from './list-skeleton';
import { StatusPanel } from './status-panel';

/** Where a screen sends someone whose object is not there. */
export interface NotFoundWay {
  title: string;
  description?: string;
  to: string;
  label: string;
}

/**
 * The states of a screen about one object before it has it: not found (a bad id, or another
 * user's object, which the server answers as missing), failed with a retry, or loading. Null once
 * the data is there.
 */
export function loadState<T>(o: {
  page: string;
  /** The id in the address was not an id at all: nothing was asked. */
  invalid: boolean;
  res: Pick<CallState<T>, 'data' | 'error' | 'reload'>;
  notFound: NotFoundWay;
  rows?: number;
}): ReactElement | null {
  const { page, res, notFound } = o;
  if (o.invalid || res.error?.code === Code.NOT_FOUND) {
    return (
      <div className={page}>
        <StatusPanel
          kind="notFound"
          title={notFound.title}
          description={notFound.description}
          action={
            <Link className="cms-btn cms-btn--ghost" to={notFound.to}>
              {notFound.label}
            </Link>
          }
        />
      </div>
    );
  }
  if (res.error) {
    return (
      <div className={page}>
        <StatusPanel kind="error" description={res.error.codeMsg} onRetry={res.reload} />
      </div>
    );
  }
  if (res.data === undefined) {
    return (
      <div className={page} aria-busy="true">
        <ListSkeleton rows={o.rows ?? 5} thumb={false} />
      </div>
    );
  }
  return null;
}
