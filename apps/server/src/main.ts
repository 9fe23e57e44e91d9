import { buildApp } from './app';
import { loadConfig } from './config';
import { createFromTemplate, type Db, migrateDatabase, openDatabase } from './db/client';
import { seedDemo } from './db/seed/demo';
import { warmSanitizer } from './domains/cms/sanitize';
import fs from 'node:fs';
import path from 'node:path';
import { keepTickShape } from './platform/tick-shape';

/** `START_TRACE=1` prints when each start phase ended (ms since the process started). */
const phase = process.env.START_TRACE
  ? (name: string) => console.error(`start: ${name} at ${Math.round(performance.now())} ms`)
  : () => {};

/** Reads the environment, prepares the database (migrate, seed once) and listens. */
async function main() {
  phase('modules loaded');
  keepTickShape();
  const config = loadConfig();
  const pgliteDir = path.join(config.dataDir, 'db');
  const open = () => openDatabase({ databaseUrl: config.databaseUrl, pgliteDir });
  const fresh = !config.databaseUrl && !fs.existsSync(path.join(pgliteDir, 'PG_VERSION'));
  // A new data dir starts as a copy of the build's migrated cluster; only a run from source, which
  // has no template, lets PGlite run initdb.
  const initdb = fresh && !createFromTemplate(pgliteDir);
  let database = await open();
  phase('database open');
  await migrateDatabase(database);
  phase('migrations checked');
  const afterStart: ((db: Db) => Promise<void>)[] = [];
  const files = {
    dataDir: config.dataDir,
    font: { path: config.invoiceFont, family: config.invoiceFontFamily },
    defer: (job: (db: Db) => Promise<void>) => afterStart.push(job),
  };
  if (config.seedDemo && (await seedDemo(database.db, { scryptCost: config.scryptCost, now: new Date(), files }))) {
    console.log('Seeded demo data (accounts in README.md).');
  }
  if (initdb) {
    // Creating a PGlite cluster grows its WebAssembly memory to ~850 MB, and WebAssembly memory never
    // shrinks: serve from a new instance instead (about a second, on the first start only).
    await database.close();
    database = await open();
  }
  phase('seed checked');
  const { app } = await buildApp({ config, database });
  phase('app built');
  const close = async () => {
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', close);
  process.on('SIGTERM', close);
  await app.listen({ port: config.port, host: config.host });
  phase('listening');
  console.log(
    `Serving on http://localhost:${config.port} (${database.kind}${database.kind === 'pglite' ? `, data in ${config.dataDir}` : ''})`,
  );
  // Work no first answer needs: the demo seed's PDF, and loading the HTML sanitizer.
  setTimeout(async () => {
    for (const job of afterStart) await job(database.db).catch((err) => console.error('after start:', err));
    warmSanitizer();
  }, 50);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
