import { useSearchParams } from 'react-router';
import { type Filter, type OneOf, type Query, type QuerySpec, readQuery, writeParams } from './list-query';

/** What a control needs of its filter: a one-of filter also hands over its values. */
type Bound<F> =
  F extends OneOf<infer V>
    ? { value: V | null; values: readonly V[]; onChange: (v: V | null) => void }
    : F extends Filter<infer T>
      ? { value: T; onChange: (v: T) => void }
      : never;

/**
 * A list's filters, declared once and kept in the address, so a refresh, the back button or a
 * detail's back link returns to the same view. A filter change goes back to page 1.
 */
export function useListQuery<S extends QuerySpec>(spec: S, pageSize: number) {
  const [params, setParams] = useSearchParams();
  const q = readQuery(spec, params);
  const go = (next: Partial<Query<S>>) =>
    setParams(writeParams({ ...q, page: 1, ...next } as Record<string, string | number | null>));
  const from = encodeURIComponent(params.toString());
  const bind = <K extends keyof S & string>(key: K) => {
    const values = (spec[key] as Partial<OneOf<string>>).values;
    return {
      value: q[key],
      ...(values ? { values } : {}),
      onChange: (v: Query<S>[K]) => {
        const next: Partial<Query<S>> = {};
        next[key] = v;
        go(next);
      },
    } as Bound<S[K]>;
  };
  return {
    q,
    go,
    /** A filter's value, setter and (one-of) values, to spread on its select, chips or input. */
    bind,
    /** The paging props of StaffList. */
    pager: { page: q.page, pageSize, onPage: (page: number) => go({ page } as Partial<Query<S>>) },
    /** A detail's address that hands this view over as `from`, for the detail's back link. */
    detailLink: (path: string) => `${path}${from ? `?from=${from}` : ''}`,
  };
}
