import type { SQL } from 'drizzle-orm';
import { ilike, or } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

export interface PageInput {
  page: number;
  pageSize: number;
}

export interface Page<T> extends PageInput {
  list: T[];
  total: number;
}

export const offsetOf = (p: PageInput) => (p.page - 1) * p.pageSize;

export const emptyPage = <T>(p: PageInput): Page<T> => ({ list: [], total: 0, page: p.page, pageSize: p.pageSize });

/**
 * A keyword as a literal ILIKE pattern: `%`, `_` and the escape character itself match only
 * themselves, so searching "100%" does not match everything (PostgreSQL's default escape is `\`).
 */
export function containsPattern(keyword: string): string {
  return `%${keyword.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

/** `col1 ILIKE %kw% OR col2 ILIKE %kw% …` with the keyword escaped. */
export function matchAny(keyword: string, columns: PgColumn[]): SQL | undefined {
  const pattern = containsPattern(keyword);
  return or(...columns.map((col) => ilike(col, pattern)));
}

/** Runs the page query and its count together (one round trip each, in parallel on PostgreSQL). */
export async function pageOf<R, T>(
  p: PageInput,
  rows: Promise<R[]>,
  total: Promise<{ n: number }[]>,
  map: (r: R) => T,
): Promise<Page<T>> {
  const [list, counted] = await Promise.all([rows, total]);
  return { list: list.map(map), total: counted[0]?.n ?? 0, page: p.page, pageSize: p.pageSize };
}

/** Today as 'YYYY-MM-DD' (UTC, as the date columns are written). */
export const isoDay = (d: Date) => d.toISOString().slice(0, 10);
