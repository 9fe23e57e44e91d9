import type { TCheckProgress, TTransProgress } from '@app/contract/calls/service';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../platform/errors';
import type { OrderActor } from '../order/states';
import { checkEvents, checkOrders, transEvents, transOrders } from './schema';

type ActorKind = OrderActor['kind'];

/**
 * Translation progress and who moves it (decision 017). Payment moves awaiting_payment → queued
 * (the paid hook, as `system`); staff work and deliver; the user accepts or asks for after-sales;
 * staff answer after-sales by reworking (back to in_progress) or closing.
 */
export const TRANS_TRANSITIONS: Record<TTransProgress, Partial<Record<TTransProgress, ActorKind[]>>> = {
  awaiting_payment: { queued: ['system'] },
  queued: { in_progress: ['staff'] },
  in_progress: { delivered: ['staff'] },
  delivered: { completed: ['user'], after_sales: ['user'] },
  after_sales: { in_progress: ['staff'], closed: ['staff'] },
  completed: {},
  closed: {},
};

/** Paper check progress: paid → queued; staff start and upload the report. */
export const CHECK_TRANSITIONS: Record<TCheckProgress, Partial<Record<TCheckProgress, ActorKind[]>>> = {
  awaiting_payment: { queued: ['system'] },
  queued: { checking: ['staff'], reported: ['staff'] },
  checking: { reported: ['staff'] },
  reported: {},
};

export const canMoveTrans = (from: TTransProgress, to: TTransProgress, actor: ActorKind) =>
  TRANS_TRANSITIONS[from]?.[to]?.includes(actor) ?? false;
export const canMoveCheck = (from: TCheckProgress, to: TCheckProgress, actor: ActorKind) =>
  CHECK_TRANSITIONS[from]?.[to]?.includes(actor) ?? false;

interface MoveOpts {
  note?: string;
  fileId?: string | null;
  /** Another user's row looks missing. */
  expectUserId?: number;
  set?: Partial<typeof transOrders.$inferInsert>;
}

/** Locks the row, checks the table, updates and writes the audit row in the caller's transaction. */
export async function moveTrans(
  tx: DbOrTx,
  by: { orderId: number } | { id: number },
  to: TTransProgress,
  actor: OrderActor,
  now: Date,
  opts: MoveOpts = {},
) {
  const where = 'orderId' in by ? eq(transOrders.orderId, by.orderId) : eq(transOrders.id, by.id);
  const [row] = await tx.select().from(transOrders).where(where).for('update');
  if (!row) throw new AppError('NOT_FOUND');
  if (opts.expectUserId !== undefined && row.userId !== opts.expectUserId) throw new AppError('NOT_FOUND');
  const from = row.progress as TTransProgress;
  if (!canMoveTrans(from, to, actor.kind)) throw new AppError('INVALID_STATE');
  await tx
    .update(transOrders)
    .set({ ...opts.set, progress: to, updatedAt: now })
    .where(eq(transOrders.id, row.id));
  await tx.insert(transEvents).values({
    transId: row.id,
    fromProgress: from,
    toProgress: to,
    actorKind: actor.kind,
    actorId: actor.id,
    note: opts.note ?? '',
    fileId: opts.fileId ?? null,
    at: now,
  });
  return { ...row, ...opts.set, progress: to };
}

export async function moveCheck(
  tx: DbOrTx,
  by: { orderId: number } | { id: number },
  to: TCheckProgress,
  actor: OrderActor,
  now: Date,
  opts: { note?: string; fileId?: string | null; set?: Partial<typeof checkOrders.$inferInsert> } = {},
) {
  const where = 'orderId' in by ? eq(checkOrders.orderId, by.orderId) : eq(checkOrders.id, by.id);
  const [row] = await tx.select().from(checkOrders).where(where).for('update');
  if (!row) throw new AppError('NOT_FOUND');
  const from = row.progress as TCheckProgress;
  if (!canMoveCheck(from, to, actor.kind)) throw new AppError('INVALID_STATE');
  await tx
    .update(checkOrders)
    .set({ ...opts.set, progress: to, updatedAt: now })
    .where(eq(checkOrders.id, row.id));
  await tx.insert(checkEvents).values({
    checkId: row.id,
    fromProgress: from,
    toProgress: to,
    actorKind: actor.kind,
    actorId: actor.id,
    note: opts.note ?? '',
    fileId: opts.fileId ?? null,
    at: now,
  });
  return { ...row, ...opts.set, progress: to };
}
