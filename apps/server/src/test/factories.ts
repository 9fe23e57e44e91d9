import type { Db } from '../db/client';
import { hashPassword } from '../domains/passport/password';
import { users } from '../domains/passport/schema';

let n = 0;
/** A user with overrides; password Demo1234! (cheap hash for tests). */
export async function createUser(db: Db, over: Partial<typeof users.$inferInsert> = {}) {
  n += 1;
  const [u] = await db
    .insert(users)
    .values({
      countryCode: '86',
      phone: `139${String(10_000_000 + n * 7919).slice(-8)}`,
      passwordHash: await hashPassword('Demo1234!', 1024),
      nickname: `tester${n}`,
      ...over,
    })
    .returning();
  return u!;
}
