import fs from 'node:fs';
import path from 'node:path';
import * as c from '@app/contract/calls/contribution-visitor';
import { fieldLabel } from '@app/contract/field-labels';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { bindCall } from '../../platform/bind';
import type { Deps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import { loadSessionUser } from '../../platform/session';
import { formatLimit, kindsLabel, safeName } from '../upload/names';
import { uploadRule } from '../upload/rules';
import { sendUpload } from '../upload/serve';
import { MIME } from '../upload/sniff';
import { newFileId, receiveToTemp, sniffPath, tmpDir, uploadsDir } from '../upload/store';
import {
  affirmByLink,
  attachReport,
  checkFinalLink,
  fileByLink,
  ownerAffirmFinal,
  ownerAgreement,
  ownerSign,
  ownerStatus,
  ownerTransfer,
  reportFor,
  reviewByLink,
  sendAgreementLink,
  sendFinalLink,
  signByLink,
  staffAfter,
  startTransfer,
  statusByLink,
  transferByLink,
  viewAgreementLink,
} from './after';

const originOf = (req: FastifyRequest) => `${req.protocol}://${req.host}`;
const fastifyPath = (p: string) => p.replace(/\{(\w+)\}/g, ':$1');

/** A paper after review (decision 015): agreement, opinions, transfer, final version, report. */
export function registerPaperAfter(app: FastifyInstance, deps: Deps) {
  const dir = uploadsDir(deps.config.dataDir);
  bindCall(app, deps, c.agreementView, (i, ctx) => viewAgreementLink(deps, ctx.lang, i.id));
  bindCall(app, deps, c.agreementSubmit, (i, ctx) => signByLink(deps, ctx.lang, i.id, i.signedName));
  bindCall(app, deps, c.paperReview, (i, ctx) => reviewByLink(deps, ctx.lang, i.a, i.b));
  bindCall(app, deps, c.paperTransfer, (i) => transferByLink(deps, i.paperId, i.decision));
  bindCall(app, deps, c.affirmStatus, (i, ctx) => statusByLink(deps, ctx.lang, i.id));
  bindCall(app, deps, c.paperAgreement, (i, ctx) => ownerAgreement(deps, ctx.lang, ctx.user.id, i.id));
  bindCall(app, deps, c.paperAgreementSign, (i, ctx) => ownerSign(deps, ctx.lang, ctx.user.id, i.id, i.signedName));
  bindCall(app, deps, c.paperAffirmStatus, (i, ctx) => ownerStatus(deps, ctx.lang, ctx.user.id, i.id));
  bindCall(app, deps, c.paperTransferDecide, (i, ctx) => ownerTransfer(deps, ctx.user.id, i.id, i.decision));
  bindCall(app, deps, c.paperAffirmFinal, (i, ctx) => ownerAffirmFinal(deps, ctx.user.id, i.id, i.fileId));
  bindCall(app, deps, c.staffPaperAfter, (i, ctx) => staffAfter(deps, ctx.lang, i.id));
  bindCall(app, deps, c.staffSendAgreement, (i, ctx) =>
    sendAgreementLink(deps, ctx.user.id, i.id, i.position, originOf(ctx.req)),
  );
  bindCall(app, deps, c.staffStartTransfer, (i, ctx) =>
    startTransfer(deps, ctx.user.id, i.id, i.toVenue, i.note, originOf(ctx.req)),
  );
  bindCall(app, deps, c.staffSendFinalLink, (i, ctx) => sendFinalLink(deps, ctx.user.id, i.id, originOf(ctx.req)));
  bindCall(app, deps, c.staffPaperReport, (i, ctx) => attachReport(deps, ctx.user.id, i.id, i.fileId));

  // Downloads are plain GETs (a link must open in the browser); anything refused is the same 404.
  app.get<{ Params: { id: string; type: string } }>(fastifyPath(c.PAPER_DOWN_PATH), async (req, reply) =>
    sendUpload(
      reply,
      dir,
      /^[A-Za-z0-9_-]{32,64}$/.test(req.params.id) ? await fileByLink(deps, req.params.id, req.params.type) : undefined,
    ),
  );
  app.get<{ Params: { a: string; b: string } }>(fastifyPath(c.DUPLICATE_REPORT_PATH), async (req, reply) => {
    const { a, b } = req.params;
    const tokenOk = a === 'paper' || /^[A-Za-z0-9_-]{32,64}$/.test(b);
    const viewer = a === 'paper' ? await loadSessionUser(deps, req) : null;
    return sendUpload(reply, dir, tokenOk ? await reportFor(deps, a, b, viewer) : undefined);
  });
}

/**
 * The final version through a `final` link (multipart; registered in the multipart scope). The
 * link is checked before any byte is kept; the file is sniffed like every upload (PDF or Word).
 */
export function registerPaperAfterUpload(scope: FastifyInstance, deps: Deps) {
  const dir = uploadsDir(deps.config.dataDir);
  const tmp = tmpDir(deps.config.dataDir);
  bindCall(scope, deps, c.affirmUploadLink, async ({ id }, ctx) => {
    await checkFinalLink(deps, id);
    const rule = uploadRule('affirmUpload', deps.config);
    const part = await ctx.req.file({ limits: { fileSize: rule.maxBytes } }).catch(() => undefined);
    if (!part) throw new AppError('INVALID_INPUT', { field: fieldLabel('file', ctx.lang) }, 'field.required');
    const received = await receiveToTemp(part.file, tmp, rule.maxBytes);
    try {
      if (received.tooLarge || part.file.truncated)
        throw new AppError('UPLOAD_TOO_LARGE', { limit: formatLimit(rule.maxBytes) });
      const kind = await sniffPath(received.path, received.size);
      if (!kind || !rule.kinds.includes(kind)) throw new AppError('UPLOAD_TYPE', { types: kindsLabel(rule.kinds) });
      const fileId = newFileId();
      const target = path.join(dir, fileId);
      await fs.promises.rename(received.path, target);
      const row = {
        id: fileId,
        userId: 0,
        type: 'affirmUpload',
        originalName: safeName(part.filename, kind),
        mime: MIME[kind],
        size: received.size,
        createdAt: deps.clock.now(),
      };
      try {
        return await affirmByLink(deps, id, row);
      } catch (err) {
        await fs.promises.rm(target, { force: true });
        throw err;
      }
    } finally {
      await fs.promises.rm(received.path, { force: true });
    }
  });
}
