/**
 * Console list filters live in the address, so coming back from a detail keeps them. Each list
 * reads the few it has: page, keyword (`q`), conference (`meeting`) and a status.
 */
export interface ListQuery<S extends string> {
  page: number;
  keyword: string;
  meetingId: number | null;
  status: S | null;
}

const positive = (v: string | null) => {
  const n = Number(v);
  return Number.isInteger(n) && n > 0 ? n : null;
};

export function readListQuery<S extends string>(p: URLSearchParams, statuses: readonly S[] = []): ListQuery<S> {
  const status = p.get('status');
  return {
    page: positive(p.get('page')) ?? 1,
    keyword: (p.get('q') ?? '').slice(0, 50),
    meetingId: positive(p.get('meeting')),
    status: status && (statuses as readonly string[]).includes(status) ? (status as S) : null,
  };
}

export function writeListQuery<S extends string>(q: ListQuery<S>): URLSearchParams {
  const p = new URLSearchParams();
  if (q.meetingId) p.set('meeting', String(q.meetingId));
  if (q.status) p.set('status', q.status);
  if (q.keyword) p.set('q', q.keyword);
  if (q.page > 1) p.set('page', String(q.page));
  return p;
}

/** The optional filters as call input: only those set, the keyword trimmed. */
export function filterInput<S extends string>(q: ListQuery<S>) {
  const keyword = q.keyword.trim();
  return {
    ...(q.meetingId ? { meetingId: q.meetingId } : {}),
    ...(q.status ? { status: q.status } : {}),
    ...(keyword ? { keyword } : {}),
  };
}

/** The page of a list whose other filters the page reads itself: a positive whole number, else 1. */
export const readPage = (p: URLSearchParams) => positive(p.get('page')) ?? 1;

/**
 * A flat filter object back into the address: unset filters and page 1 are left out, so the
 * address stays as short as the list's default view.
 */
export function writeParams(q: Record<string, string | number | null | undefined>): URLSearchParams {
  const p = new URLSearchParams();
  for (const [k, v] of Object.entries(q)) if (v && !(k === 'page' && v === 1)) p.set(k, String(v));
  return p;
}
