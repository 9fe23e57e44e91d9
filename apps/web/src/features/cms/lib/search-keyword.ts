/** Spec-side limits of the search call (contract compSearch: keyword 1–50 characters after trim). */
export const KEYWORD_MAX = 50;

export type KeywordCheck = { ok: true; keyword: string } | { ok: false; reason: 'empty' | 'tooLong' };

/** Checked before calling, so an empty or oversized keyword never reaches the server. */
export function checkKeyword(raw: string | null | undefined): KeywordCheck {
  const keyword = (raw ?? '').trim();
  if (!keyword) return { ok: false, reason: 'empty' };
  // UTF-16 length, as zod counts it on the server.
  if (keyword.length > KEYWORD_MAX) return { ok: false, reason: 'tooLong' };
  return { ok: true, keyword };
}

export const SEARCH_TYPES = ['all', 'meeting', 'journal', 'article'] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];

export const parseType = (raw: string | null): SearchType =>
  (SEARCH_TYPES as readonly string[]).includes(raw ?? '') ? (raw as SearchType) : 'all';
