import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
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

export async function migrateDatabase(database: Database): Promise<void> {
  if (database.kind === 'postgres') {
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    await migrate(database.db, { migrationsFolder });
  } else {
    const { migrate } = await import('drizzle-orm/pglite/migrator');
    // biome-ignore lint/suspicious/noExplicitAny: same PgDatabase behind the shared type
    await migrate(database.db as any, { migrationsFolder });
  }
}
