import { checkKeyword } from '../../cms/lib/search-keyword';

export type When = 'all' | 'upcoming' | 'past';

/** The conference list's filters as they live in the address (?q=&field=&city=&from=&to=&when=). */
export interface ListFilters {
  q: string;
  field: string;
  city: string;
  from: string;
  to: string;
  when: When;
}

export const CITY_MAX = 40;
const FIELD_CODE = /^[A-Za-z0-9_-]{1,40}$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar day written YYYY-MM-DD (the contract's date format); "2026-02-30" is not. */
export function isIsoDate(s: string): boolean {
  if (!ISO_DATE.test(s)) return false;
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
}

/** Reads the address; a value that could never be valid is dropped rather than sent. */
export function readFilters(p: URLSearchParams): ListFilters {
  const field = p.get('field') ?? '';
  const from = p.get('from') ?? '';
  const to = p.get('to') ?? '';
  const when = p.get('when');
  return {
    q: p.get('q') ?? '',
    field: FIELD_CODE.test(field) ? field : '',
    city: (p.get('city') ?? '').trim(),
    from: isIsoDate(from) ? from : '',
    to: isIsoDate(to) ? to : '',
    when: when === 'upcoming' || when === 'past' ? when : 'all',
  };
}

export type FilterProblem = 'keywordTooLong' | 'cityTooLong' | 'dateOrder';

/** What is wrong with a set of filters, by field; the call is made only when nothing is. */
export function filterProblems(f: ListFilters): Partial<Record<'q' | 'city' | 'to', FilterProblem>> {
  const out: Partial<Record<'q' | 'city' | 'to', FilterProblem>> = {};
  const kw = checkKeyword(f.q);
  if (!kw.ok && kw.reason === 'tooLong') out.q = 'keywordTooLong';
  if (f.city.length > CITY_MAX) out.city = 'cityTooLong';
  if (f.from && f.to && f.from > f.to) out.to = 'dateOrder';
  return out;
}

/** The call's input for these filters (empty ones left out). */
export function findInput(f: ListFilters) {
  const kw = checkKeyword(f.q);
  return {
    keyword: kw.ok ? kw.keyword : undefined,
    field: f.field || undefined,
    city: f.city || undefined,
    from: f.from || undefined,
    to: f.to || undefined,
    when: f.when,
  };
}

/** How many of the "more" filters (place, dates, time) are set: shown on their toggle. */
export const moreCount = (f: ListFilters) =>
  [f.city, f.from, f.to, f.when !== 'all' ? f.when : ''].filter(Boolean).length;
