// Build step (apps/server/build.mjs): a PGlite cluster with every migration applied, in
// dist/template-db beside the bundled server. A new data dir starts as a copy of it
// (createFromTemplate), so the first start skips initdb (docs/decisions/019-server-start.md).
import fs from 'node:fs';
import { migrateDatabase, openDatabase } from './client';

const dir = process.argv[2];
if (!dir) throw new Error('usage: make-template <dir>');
fs.rmSync(dir, { recursive: true, force: true });
const database = await openDatabase({ databaseUrl: '', pgliteDir: dir });
await migrateDatabase(database);
await database.close();
