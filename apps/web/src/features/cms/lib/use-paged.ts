import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '../../../shared/api/client';

export interface Page<T> {
  list: T[];
  total: number;
  page: number;
  pageSize: number;
}

interface State<P extends Page<unknown>> {
  items: P['list'];
  total: number;
  page: number;
  loading: boolean;
  error?: ApiError;
  /** The first page's whole answer (e.g. the category it belongs to). */
  first?: P;
}

/**
 * A list loaded page by page. A new `key` (category, keyword, tab) starts over at page 1 and
 * aborts what was in flight; `key` null waits (e.g. an invalid keyword is never sent).
 */
export function usePaged<P extends Page<unknown>>(
  key: string | null,
  fetchPage: (page: number, signal: AbortSignal) => Promise<P>,
) {
  const [state, setState] = useState<State<P>>({ items: [], total: 0, page: 0, loading: key !== null });
  const fetchRef = useRef(fetchPage);
  fetchRef.current = fetchPage;
  const ctl = useRef<AbortController | null>(null);
  const busy = useRef(false);

  const load = useCallback((page: number) => {
    const c = new AbortController();
    ctl.current = c;
    busy.current = true;
    setState((s) => ({ ...s, loading: true, error: undefined }));
    fetchRef.current(page, c.signal).then(
      (res) => {
        if (c.signal.aborted) return;
        busy.current = false;
        setState((s) => {
          const items = page === 1 ? res.list : [...s.items, ...res.list];
          // An empty page ends the list even if the total promised more (rows deleted meanwhile).
          return {
            items,
            total: res.list.length === 0 ? items.length : res.total,
            page,
            loading: false,
            first: page === 1 ? res : s.first,
          };
        });
      },
      (err: unknown) => {
        if (c.signal.aborted) return;
        busy.current = false;
        const error = err instanceof ApiError ? err : new ApiError(-1, String(err));
        setState((s) => ({ ...s, loading: false, error }));
      },
    );
  }, []);

  useEffect(() => {
    setState({ items: [], total: 0, page: 0, loading: key !== null });
    if (key !== null) load(1);
    return () => {
      ctl.current?.abort();
      busy.current = false;
    };
  }, [key, load]);

  const hasMore = state.page > 0 && state.items.length < state.total;
  const loadMore = useCallback(() => {
    if (busy.current || !hasMore) return;
    load(state.page + 1);
  }, [hasMore, load, state.page]);
  /** Retries what failed: page 1 after a first failure, else the next page. */
  const retry = useCallback(() => load(state.page + 1), [load, state.page]);

  return { ...state, hasMore, loadMore, retry };
}
