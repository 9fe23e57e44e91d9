import type { Config } from '../config';
import type { Db } from '../db/client';
import type { Providers } from '../providers/types';
import type { Clock } from './clock';
import type { Log } from './log';

/** What handlers and services reach: the database, settings, time and outside providers. */
export interface Deps {
  db: Db;
  dbKind: 'pglite' | 'postgres';
  config: Config;
  clock: Clock;
  providers: Providers;
  /** Errors and notices (platform/log.ts). */
  log: Log;
}
