import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Database, migrateDatabase, openDatabase } from '../db/client';

/**
 * Test databases: every test file gets a fresh migrated database, on PGlite (a copy of a
 * migrated template folder, STACK gotcha 4) or on PostgreSQL (CREATE DATABASE … TEMPLATE).
 * TEST_DB chooses; the template is made once per run by global-setup.ts.
 */
export const testDbKind = (): 'pglite' | 'postgres' => (process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite');
export const PG_ADMIN_URL = process.env.TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
export const templateDir = () => path.join(os.tmpdir(), `app-test-template-${process.env.TEST_RUN_ID ?? 'local'}`);
export const templateDbName = () => `app_tmpl_${(process.env.TEST_RUN_ID ?? 'local').replace(/\W/g, '')}`;

function pgUrl(dbName: string) {
  const u = new URL(PG_ADMIN_URL);
  u.pathname = `/${dbName}`;
  return u.toString();
}

async function adminQuery(sql: string) {
  const { Client } = await import('pg');
  const c = new Client({ connectionString: PG_ADMIN_URL });
  await c.connect();
  try {
    await c.query(sql);
  } finally {
    await c.end();
  }
}

export async function makeTemplate(kind = testDbKind()): Promise<void> {
  if (kind === 'postgres') {
    const name = templateDbName();
    await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await adminQuery(`CREATE DATABASE ${name}`);
    const db = await openDatabase({ databaseUrl: pgUrl(name), pgliteDir: '' });
    await migrateDatabase(db);
    await db.close();
    return;
  }
  const dir = templateDir();
  fs.rmSync(dir, { recursive: true, force: true });
  const db = await openDatabase({ databaseUrl: '', pgliteDir: dir });
  await migrateDatabase(db);
  await db.close();
}

export async function dropTemplate(kind = testDbKind()): Promise<void> {
  if (kind === 'postgres') await adminQuery(`DROP DATABASE IF EXISTS ${templateDbName()} WITH (FORCE)`);
  else fs.rmSync(templateDir(), { recursive: true, force: true });
}

export async function createTestDb(): Promise<Database> {
  const suffix = randomBytes(6).toString('hex');
  if (testDbKind() === 'postgres') {
    const name = `app_t_${suffix}`;
    await adminQuery(`CREATE DATABASE ${name} TEMPLATE ${templateDbName()}`);
    const db = await openDatabase({ databaseUrl: pgUrl(name), pgliteDir: '' });
    return {
      ...db,
      close: async () => {
        await db.close();
        await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      },
    };
  }
  const dir = path.join(os.tmpdir(), `app-test-${suffix}`);
  fs.cpSync(templateDir(), dir, { recursive: true });
  const db = await openDatabase({ databaseUrl: '', pgliteDir: dir });
  return {
    ...db,
    close: async () => {
      await db.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
