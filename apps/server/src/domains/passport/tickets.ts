import { randomBytes } from 'node:crypto';
import { and, eq, gt, inArray } from 'drizzle-orm';
import type { Deps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import { scanTickets } from './schema';

const TTL_MS = 3 * 60 * 1000;

/**
 * Scan sign-in (docs/decisions/005-scan-login.md): a device asks for a ticket and shows it as a
 * QR code; a signed-in phone scans and confirms; the waiting device polls and receives a session.
 */
export async function createTicket(deps: Deps) {
  const id = randomBytes(24).toString('base64url');
  const now = deps.clock.now();
  const expiresAt = new Date(now.getTime() + TTL_MS);
  await deps.db.insert(scanTickets).values({ id, status: 'pending', createdAt: now, expiresAt });
  return { ticket: id, expiresAt: expiresAt.toISOString(), scanUrl: `/login?scan=${id}` };
}

export async function confirmTicket(deps: Deps, id: string, userId: number, confirm: boolean) {
  const status = confirm ? 'confirmed' : 'scanned';
  const rows = await deps.db
    .update(scanTickets)
    .set({ status, userId })
    .where(
      and(
        eq(scanTickets.id, id),
        inArray(scanTickets.status, ['pending', 'scanned']),
        gt(scanTickets.expiresAt, deps.clock.now()),
      ),
    )
    .returning({ id: scanTickets.id });
  if (!rows.length) throw new AppError('TICKET_EXPIRED');
  return { status } as const;
}

/** Returns the ticket's status; a confirmed ticket is used up here, once, and yields its user. */
export async function pollTicket(
  deps: Deps,
  id: string,
): Promise<{ status: 'pending' | 'scanned' | 'confirmed' | 'expired'; userId?: number }> {
  const [t] = await deps.db.select().from(scanTickets).where(eq(scanTickets.id, id)).limit(1);
  if (!t || t.status === 'used' || t.status === 'expired' || t.expiresAt <= deps.clock.now())
    return { status: 'expired' };
  if (t.status !== 'confirmed') return { status: t.status };
  const used = await deps.db
    .update(scanTickets)
    .set({ status: 'used' })
    .where(and(eq(scanTickets.id, id), eq(scanTickets.status, 'confirmed')))
    .returning({ userId: scanTickets.userId });
  const userId = used[0]?.userId;
  return userId ? { status: 'confirmed', userId } : { status: 'expired' };
}
