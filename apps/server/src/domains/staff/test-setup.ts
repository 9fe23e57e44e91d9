import { count } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { createTestApp, loginAs, type TestApp } from '../../test/app';

/** Seeded demo accounts: a staff member and an ordinary user. */
export const STAFF_PHONE = '13800000009';
export const USER_PHONE = '13800000000';

/**
 * For the staff console's tests: a seeded app of their own (one per test file, made in beforeAll
 * and closed in afterAll) and the cookie of a signed-in staff member.
 */
export async function staffApp(): Promise<{ t: TestApp; staff: string }> {
  const t = await createTestApp({ seed: true });
  return { t, staff: await loginAs(t, STAFF_PHONE) };
}

/** How many rows `table` holds now. */
export const rowCount = async (t: TestApp, table: PgTable) =>
  (await t.deps.db.select({ n: count() }).from(table))[0]!.n;
