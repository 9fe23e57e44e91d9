import { desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { outbox } from '../domains/passport/schema';

/** The last code sent to a recipient (+86138… or an e-mail), read from the sandbox outbox. */
export async function lastCode(db: Db, recipient: string): Promise<string> {
  const [m] = await db.select().from(outbox).where(eq(outbox.recipient, recipient)).orderBy(desc(outbox.id)).limit(1);
  const code = m?.body.match(/\d{6}/)?.[0];
  if (!code) throw new Error(`no code sent to ${recipient}`);
  return code;
}
