import fs from 'node:fs';
import path from 'node:path';
import { upload } from '@app/contract/calls/common';
import { fieldLabel } from '@app/contract/field-labels';
import type { Lang } from '@app/contract/messages';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { bindCall } from '../../platform/bind';
import type { Deps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import { loadSessionUser } from '../../platform/session';
import { uploads } from '../common/schema';
import { formatLimit, kindsLabel, safeName } from './names';
import { MIME } from './sniff';
import { FILE_ID_RE, newFileId, receiveToTemp, sniffPath, sweepTemp, tmpDir, uploadsDir } from './store';
import { uploadRule } from './rules';

/** Upload types whose files are public: pictures shown beside a user's name. */
const PUBLIC_TYPES = new Set(['avatar']);
import { sendUpload } from './serve';

/**
 * Busboy's own parse failures (malformed parts, missing boundary) carry neither our codes nor a
 * syscall: they are the client's bad input. Disk errors (ENOSPC…) have a syscall and stay bugs.
 */
function asInputError(err: unknown, lang: Lang): unknown {
  if (err instanceof AppError) return err;
  const e = err as { code?: string; syscall?: string };
  if (e?.syscall || e?.code?.startsWith('FST_')) return err;
  return new AppError('INVALID_INPUT', { field: fieldLabel('file', lang) });
}

export function registerUpload(app: FastifyInstance, deps: Deps) {
  const dir = uploadsDir(deps.config.dataDir);
  const tmp = tmpDir(deps.config.dataDir);
  app.addHook('onReady', () => sweepTemp(tmp, Date.now()));

  bindCall(app, deps, upload, async ({ type }, ctx) => {
    const rule = uploadRule(type, deps.config);
    let received: Awaited<ReturnType<typeof receiveToTemp>>;
    let clientName: string;
    let truncated: boolean;
    try {
      // The per-call cap makes busboy stop passing bytes on at the cap and mark the file truncated.
      const part = await ctx.req.file({ limits: { fileSize: rule.maxBytes } });
      if (!part) throw new AppError('INVALID_INPUT', { field: fieldLabel('file', ctx.lang) }, 'field.required');
      clientName = part.filename;
      received = await receiveToTemp(part.file, tmp, rule.maxBytes);
      truncated = part.file.truncated;
    } catch (err) {
      throw asInputError(err, ctx.lang);
    }
    try {
      if (received.tooLarge || truncated) throw new AppError('UPLOAD_TOO_LARGE', { limit: formatLimit(rule.maxBytes) });
      const kind = await sniffPath(received.path, received.size);
      if (!kind || !rule.kinds.includes(kind)) throw new AppError('UPLOAD_TYPE', { types: kindsLabel(rule.kinds) });
      const id = newFileId();
      const target = path.join(dir, id);
      const row = {
        id,
        userId: ctx.user.id,
        type,
        originalName: safeName(clientName, kind),
        mime: MIME[kind],
        size: received.size,
        createdAt: deps.clock.now(),
      };
      await fs.promises.rename(received.path, target);
      try {
        await deps.db.insert(uploads).values(row);
      } catch (err) {
        await fs.promises.rm(target, { force: true });
        throw err;
      }
      return { fileId: id, url: `/uploads/${id}`, name: row.originalName, size: row.size, mime: row.mime };
    } finally {
      // Gone already when accepted (renamed); removed here when refused.
      await fs.promises.rm(received.path, { force: true });
    }
  });

  app.get<{ Params: { id: string } }>('/uploads/:id', async (req, reply) => {
    const { id } = req.params;
    const [row] = FILE_ID_RE.test(id) ? await deps.db.select().from(uploads).where(eq(uploads.id, id)).limit(1) : [];
    // Avatars are shown to everyone; any other file only to its owner and to staff. Someone else
    // gets the same 404 as for a missing file, so ids cannot be probed.
    const visible = row && (PUBLIC_TYPES.has(row.type) || (await canSee(req, row.userId)));
    return sendUpload(reply, dir, visible ? row : undefined);
  });

  const canSee = async (req: FastifyRequest, ownerId: number) => {
    const user = await loadSessionUser(deps, req);
    return !!user && (user.id === ownerId || user.role === 'staff');
  };
}
