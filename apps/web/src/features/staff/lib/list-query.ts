const positive = (v: string | null) => {
  const n = Number(v);
  return Number.isInteger(n) && n > 0 ? n : null;
};

/**
 * Console list filters live in the address, so coming back from a detail keeps them. Each list
 * declares its own (see useListQuery), each as how it is read from the address: an absent or
 * invalid value reads as unset.
 */
export interface Filter<T> {
  read: (raw: string | null) => T;
}

/** A filter taking one of a few values; the values also fill its select or chips. */
export interface OneOf<V extends string> extends Filter<V | null> {
  values: readonly V[];
}

/** A positive whole number, else 1. */
export const pageNumber: Filter<number> = { read: (v) => positive(v) ?? 1 };

/** A record's id (a conference, say): a positive whole number, else unset. */
export const positiveId: Filter<number | null> = { read: positive };

/** Text as typed, cut to `max` characters (the search box trims what it searches). */
export const keyword = (max: number): Filter<string> => ({ read: (v) => (v ?? '').slice(0, max) });

export const oneOf = <V extends string>(values: readonly V[]): OneOf<V> => ({
  values,
  read: (v) => (v && (values as readonly string[]).includes(v) ? (v as V) : null),
});

const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** A day as a date input gives it, YYYY-MM-DD; unset is '' because that is what the input takes. */
export const isoDay: Filter<string> = { read: (v) => (v && DAY.test(v) ? v : '') };

/** The filters of a list, in the order the address lists them. */
export type QuerySpec = Record<string, Filter<string | number | null>>;
export type Query<S extends QuerySpec> = { [K in keyof S]: ReturnType<S[K]['read']> } & { page: number };

/**
 * Every filter of `spec`, plus the page. The page goes first unless the spec places it (as
 * `page: pageNumber`), so each list keeps the parameter order its addresses have always had.
 */
export function readQuery<S extends QuerySpec>(spec: S, p: URLSearchParams): Query<S> {
  const filters: QuerySpec = 'page' in spec ? spec : { page: pageNumber, ...spec };
  return Object.fromEntries(Object.entries(filters).map(([k, f]) => [k, f.read(p.get(k))])) as Query<S>;
}

/**
 * A flat filter object back into the address: unset filters and page 1 are left out, so the
 * address stays as short as the list's default view.
 */
export function writeParams(q: Record<string, string | number | null | undefined>): URLSearchParams {
  const p = new URLSearchParams();
  for (const [k, v] of Object.entries(q)) if (v && !(k === 'page' && v === 1)) p.set(k, String(v));
  return p;
}

/**
 * The usual filters as a list call's input: the conference and status only when set, the keyword
 * trimmed and only when not empty.
 */
export function filterInput<S extends string = never>(q: { meeting?: number | null; status?: S | null; q?: string }) {
  const keyword = q.q?.trim();
  return {
    ...(q.meeting ? { meetingId: q.meeting } : {}),
    ...(q.status ? { status: q.status } : {}),
    ...(keyword ? { keyword } : {}),
  };
}
