import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '../../db/client';
import type { Deps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import { loadSessionUser } from '../../platform/session';
import { uploads } from '../common/schema';
import { sendUpload } from '../upload/serve';
import { FILE_ID_RE, uploadsDir } from '../upload/store';
import { checkEvents, checkOrders, transEvents, transOrders } from './schema';

export type UploadRow = typeof uploads.$inferSelect;

/** Upload types a manuscript, report or attachment may come from (Word or PDF). */
export const DOC_TYPES = ['paper', 'document'];
export const ATTACHMENT_TYPES = ['paper', 'document', 'appeal', 'taskAttachment'];

/** The file must be an upload of `userId` of one of `types`; otherwise the field is refused. */
export async function requireOwnUpload(
  tx: DbOrTx,
  userId: number,
  fileId: string,
  types: string[],
  field: string,
  messageKey: string,
) {
  const [f] = await tx
    .select({ id: uploads.id })
    .from(uploads)
    .where(and(eq(uploads.id, fileId), eq(uploads.userId, userId), inArray(uploads.type, types)));
  if (!f) throw new AppError('INVALID_INPUT', { field }, messageKey);
}

export const transFileUrl = (orderId: number, fileId: string) => `/files/service/trans/${orderId}/${fileId}`;
export const checkFileUrl = (orderId: number, fileId: string) => `/files/service/check/${orderId}/${fileId}`;

export async function uploadsById(db: DbOrTx, ids: (string | null | undefined)[]) {
  const list = [...new Set(ids.filter((x): x is string => !!x))];
  const rows = list.length ? await db.select().from(uploads).where(inArray(uploads.id, list)) : [];
  return new Map(rows.map((r) => [r.id, r]));
}

export const fileOut = (row: UploadRow | undefined, url: (id: string) => string) =>
  row ? { id: row.id, name: row.originalName, size: row.size, url: url(row.id) } : null;

/**
 * Downloads of a service order's files: the manuscript, the delivered file or report (uploaded by
 * staff, so /uploads/{id} would not show it to the user) and step attachments. Only the order's
 * owner and staff; anything else is the same 404 as a missing file.
 */
export function registerServiceFiles(app: FastifyInstance, deps: Deps) {
  const dir = uploadsDir(deps.config.dataDir);
  app.get<{ Params: { kind: string; orderId: string; fileId: string } }>(
    '/files/service/:kind/:orderId/:fileId',
    async (req, reply) => {
      const { kind, orderId, fileId } = req.params;
      const id = /^\d{1,15}$/.test(orderId) ? Number(orderId) : 0;
      const user = id && FILE_ID_RE.test(fileId) ? await loadSessionUser(deps, req) : null;
      let allowed = false;
      if (user && kind === 'trans') {
        const [t] = await deps.db.select().from(transOrders).where(eq(transOrders.orderId, id));
        if (t && (t.userId === user.id || user.role === 'staff')) {
          allowed =
            t.fileId === fileId ||
            t.deliveredFileId === fileId ||
            (
              await deps.db
                .select({ id: transEvents.id })
                .from(transEvents)
                .where(and(eq(transEvents.transId, t.id), eq(transEvents.fileId, fileId)))
                .limit(1)
            ).length > 0;
        }
      } else if (user && kind === 'check') {
        const [c] = await deps.db.select().from(checkOrders).where(eq(checkOrders.orderId, id));
        if (c && (c.userId === user.id || user.role === 'staff')) {
          allowed =
            c.fileId === fileId ||
            c.reportFileId === fileId ||
            (
              await deps.db
                .select({ id: checkEvents.id })
                .from(checkEvents)
                .where(and(eq(checkEvents.checkId, c.id), eq(checkEvents.fileId, fileId)))
                .limit(1)
            ).length > 0;
        }
      }
      const [row] = allowed ? await deps.db.select().from(uploads).where(eq(uploads.id, fileId)) : [];
      return sendUpload(reply, dir, row);
    },
  );
}
