import { buildApp } from './app';
import { loadConfig } from './config';
import { migrateDatabase, openDatabase } from './db/client';
import { seedDemo } from './db/seed/demo';
import fs from 'node:fs';
import path from 'node:path';

/** Reads the environment, prepares the database (migrate, seed once) and listens. */
async function main() {
  const config = loadConfig();
  const open = () => openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: path.join(config.dataDir, 'db') });
  const fresh = !config.databaseUrl && !fs.existsSync(path.join(config.dataDir, 'db', 'PG_VERSION'));
  let database = await open();
  await migrateDatabase(database);
  const files = {
    dataDir: config.dataDir,
    font: { path: config.invoiceFont, family: config.invoiceFontFamily },
  };
  if (config.seedDemo && (await seedDemo(database.db, { scryptCost: config.scryptCost, now: new Date(), files }))) {
    console.log('Seeded demo data (accounts in README.md).');
  }
  if (fresh) {
    // Creating a PGlite cluster grows its WebAssembly memory to ~850 MB, and WebAssembly memory never
    // shrinks: serve from a new instance instead (about a second, on the first start only).
    await database.close();
    database = await open();
  }
  const { app } = await buildApp({ config, database });
  const close = async () => {
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', close);
  process.on('SIGTERM', close);
  await app.listen({ port: config.port, host: config.host });
  console.log(
    `Serving on http://localhost:${config.port} (${database.kind}${database.kind === 'pglite' ? `, data in ${config.dataDir}` : ''})`,
  );
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
