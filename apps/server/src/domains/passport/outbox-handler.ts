import { devOutbox } from '@app/contract/calls/common';
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { bindCall } from '../../platform/bind';
import type { Deps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import { outbox } from './schema';

/** The sandbox outbox, for a person to read their code in development (DEV_OUTBOX). */
export function registerOutbox(app: FastifyInstance, deps: Deps) {
  bindCall(app, deps, devOutbox, async (input) => {
    if (!deps.config.devOutbox) throw new AppError('UNKNOWN_CALL');
    const rows = await deps.db
      .select()
      .from(outbox)
      .where(input.recipient ? eq(outbox.recipient, input.recipient) : undefined)
      .orderBy(desc(outbox.id))
      .limit(50);
    return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
  });
}
