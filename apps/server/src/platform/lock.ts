import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';

/**
 * A transaction-scoped advisory lock on a key, so counting-then-inserting (send limits) is
 * serialised by the database across server processes, not by memory.
 */
export async function lockKey(tx: DbOrTx, key: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
}
