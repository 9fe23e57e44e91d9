import { isValidPhone } from '@app/contract/fields';
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../platform/errors';
import { users } from './schema';

export type User = typeof users.$inferSelect;

export async function findByPhone(db: DbOrTx, countryCode: string, phone: string): Promise<User | undefined> {
  const [u] = await db
    .select()
    .from(users)
    .where(and(eq(users.countryCode, countryCode), eq(users.phone, phone)))
    .limit(1);
  return u;
}

export async function findByEmail(db: DbOrTx, email: string): Promise<User | undefined> {
  const [u] = await db.select().from(users).where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`).limit(1);
  return u;
}

/** A login account is a phone number (digits) or an e-mail (§7 login). */
export function findByAccount(db: DbOrTx, account: string, countryCode: string) {
  return account.includes('@') ? findByEmail(db, account) : findByPhone(db, countryCode, account);
}

export function assertPhone(countryCode: string, phone: string) {
  if (!isValidPhone(countryCode, phone)) throw new AppError('INVALID_INPUT', { field: 'phone' }, 'phone.invalid');
}
