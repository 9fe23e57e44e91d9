import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { sql } from 'drizzle-orm';
import * as schema from './schema';

export type Schema = typeof schema;
/** Both drivers expose the same PgDatabase API; we type them as one. */
export type Db = NodePgDatabase<Schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

const here = path.dirname(fileURLToPath(import.meta.url));
/** Generated SQL migrations; the bundled server finds them beside itself. */
export const migrationsFolder = [path.join(here, 'migrations'), path.join(here, 'db/migrations')].find((p) =>
  fs.existsSync(p),
) as string;

/** A migrated, empty cluster the build makes (db/make-template.ts); absent when run from source. */
const templateDir = path.join(here, 'template-db');

/**
 * Starts a new PGlite data dir as a copy of the build's template cluster, instead of running initdb
 * (about 5 s, and it grows the WebAssembly memory to ~850 MB for good). Returns false when there is
 * no template or the dir is not empty, so the caller lets PGlite create the cluster itself.
 */
export function createFromTemplate(pgliteDir: string): boolean {
  if (!fs.existsSync(path.join(templateDir, 'PG_VERSION'))) return false;
  if (fs.existsSync(pgliteDir) && fs.readdirSync(pgliteDir).length > 0) return false;
  fs.cpSync(templateDir, pgliteDir, { recursive: true });
  return true;
}

export async function openDatabase(opts: { databaseUrl: string; pgliteDir: string }): Promise<Database> {
  if (opts.databaseUrl) {
    const { Pool } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const pool = new Pool({ connectionString: opts.databaseUrl, max: 10 });
    // An idle client's error (database restart) must not crash the process: the pool replaces it.
    pool.on('error', (err) => console.warn('postgres pool:', err.message));
    return { db: drizzle(pool, { schema }), kind: 'postgres', close: () => pool.end() };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  // PGlite does not create missing parent folders (STACK gotcha 4).
  fs.mkdirSync(path.dirname(opts.pgliteDir), { recursive: true });
  // PostgreSQL's default 128 MB of shared buffers lives in the WebAssembly heap; 16 MB serves the
  // app at the same speed and halves the process's memory (docs/decisions/010-server-memory.md).
  const client = await PGlite.create(opts.pgliteDir, { postgresqlconf: ['shared_buffers=16MB'] });
  const db = drizzle(client, { schema }) as unknown as Db;
  return { db, kind: 'pglite', close: () => client.close() };
}

/** The newest migration's timestamp, as drizzle records it in `drizzle.__drizzle_migrations.created_at`. */
function newestMigration(): number {
  const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
    entries: { when: number }[];
  };
  return Math.max(...journal.entries.map((e) => e.when));
}

/** True when the newest migration is applied: one query, where drizzle's migrator runs DDL each start. */
async function upToDate(database: Database): Promise<boolean> {
  try {
    const r = (await database.db.execute(
      sql`select max(created_at)::text as last from drizzle.__drizzle_migrations`,
    )) as unknown as { rows: { last: string | null }[] };
    return Number(r.rows[0]?.last ?? 0) >= newestMigration();
  } catch {
    return false; // a new database: no migrations table yet
  }
}

export async function migrateDatabase(database: Database): Promise<void> {
  if (await upToDate(database)) return;
  if (database.kind === 'postgres') {
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    await migrate(database.db, { migrationsFolder });
  } else {
    const { migrate } = await import('drizzle-orm/pglite/migrator');
    // biome-ignore lint/suspicious/noExplicitAny: same PgDatabase behind the shared type
    await migrate(database.db as any, { migrationsFolder });
  }
}
