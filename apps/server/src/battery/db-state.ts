import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

/**
 * A fingerprint of every table in the public schema: row count and an md5 of all rows, so a
 * test can prove a failed call wrote nothing (no insert, update or delete) — QUALITY B4, B6.
 * Tables are listed from the database, so tables added later are covered without edits.
 */
export async function dbState(db: Db): Promise<Record<string, string>> {
  const tables = await db.execute<{ name: string }>(
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const names = (tables.rows as { name: string }[]).map((r) => r.name);
  if (!names.length) return {};
  const parts = names.map(
    (n) =>
      sql`select ${n}::text as name, (select count(*) || ':' || coalesce(md5(string_agg(t::text, '|' order by t::text)), '')
          from ${sql.identifier(n)} t) as fp`,
  );
  const res = await db.execute<{ name: string; fp: string }>(sql.join(parts, sql` union all `));
  return Object.fromEntries((res.rows as { name: string; fp: string }[]).map((r) => [r.name, r.fp]));
}

/** Names of tables whose fingerprint differs between two states. */
export function changedTables(a: Record<string, string>, b: Record<string, string>): string[] {
  return [...new Set([...Object.keys(a), ...Object.keys(b)])].filter((k) => a[k] !== b[k]).sort();
}
