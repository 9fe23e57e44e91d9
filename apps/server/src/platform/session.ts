import { createHash, randomBytes } from 'node:crypto';
import { LOGIN_STATUS_COOKIE, TOKEN_COOKIE } from '@app/contract/constants';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { DbOrTx } from '../db/client';
import { sessions, users } from '../domains/passport/schema';
import { clearCookie, readCookie, setCookie } from './cookies';
import type { Deps } from './deps';

export type SessionUser = typeof users.$inferSelect & { sessionId: number };

export const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

/** Only refresh last_seen when it is this old, so a busy user does not write on every call. */
const TOUCH_AFTER_MS = 5 * 60 * 1000;

export async function loadSessionUser(deps: Deps, req: FastifyRequest): Promise<SessionUser | null> {
  const token = readCookie(req, TOKEN_COOKIE);
  if (!token || token.length > 100) return null;
  const rows = await deps.db
    .select({ s: sessions, u: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, hashToken(token)), isNull(sessions.revokedAt)))
    .limit(1);
  const row = rows[0];
  if (!row) return null;
  const now = deps.clock.now().getTime();
  const { sessionIdleSeconds, sessionAbsoluteSeconds } = deps.config;
  if (now - row.s.lastSeenAt.getTime() > sessionIdleSeconds * 1000) return null;
  if (now - row.s.createdAt.getTime() > sessionAbsoluteSeconds * 1000) return null;
  // A password change ends every session made before it (QUALITY B7).
  if (row.u.passwordChangedAt && row.u.passwordChangedAt > row.s.createdAt) return null;
  if (now - row.s.lastSeenAt.getTime() > TOUCH_AFTER_MS) {
    await deps.db
      .update(sessions)
      .set({ lastSeenAt: new Date(now) })
      .where(eq(sessions.id, row.s.id));
  }
  return { ...row.u, sessionId: row.s.id };
}

function cookieBase(deps: Deps) {
  return { path: '/', sameSite: 'lax' as const, secure: deps.config.secureCookies };
}

/** A new random token at every login; only its hash is stored. */
export async function startSession(deps: Deps, db: DbOrTx, reply: FastifyReply, userId: number, ip: string) {
  const token = randomBytes(32).toString('base64url');
  const now = deps.clock.now();
  await db.insert(sessions).values({ tokenHash: hashToken(token), userId, createdAt: now, lastSeenAt: now, ip });
  const maxAge = deps.config.sessionAbsoluteSeconds;
  setCookie(reply, TOKEN_COOKIE, token, { ...cookieBase(deps), httpOnly: true, maxAge });
  setCookie(reply, LOGIN_STATUS_COOKIE, '1', { ...cookieBase(deps), httpOnly: false, maxAge });
}

export async function endSession(deps: Deps, req: FastifyRequest, reply: FastifyReply) {
  const token = readCookie(req, TOKEN_COOKIE);
  if (token && token.length <= 100) {
    await deps.db
      .update(sessions)
      .set({ revokedAt: deps.clock.now() })
      .where(and(eq(sessions.tokenHash, hashToken(token)), isNull(sessions.revokedAt)));
  }
  clearCookie(reply, TOKEN_COOKIE, { path: '/' });
  setCookie(reply, LOGIN_STATUS_COOKIE, '0', { ...cookieBase(deps), httpOnly: false });
}
