import fs from 'node:fs';
import path from 'node:path';
import type { FastifyReply } from 'fastify';
import type { uploads } from '../common/schema';
import { contentDisposition } from './names';

type UploadRow = typeof uploads.$inferSelect;

/** Images may show in the page; everything else is a download. */
const INLINE = new Set(['image/png', 'image/jpeg']);

/**
 * Sends a stored upload with the mime we sniffed (never the client's), `nosniff` so a browser
 * cannot reinterpret a polyglot as HTML, and a CSP sandbox in case one is opened directly.
 */
export async function sendUpload(reply: FastifyReply, dir: string, row: UploadRow | undefined) {
  const file = row ? path.join(dir, row.id) : '';
  const stat = row ? await fs.promises.stat(file).catch(() => null) : null;
  if (!row || !stat?.isFile()) {
    return reply
      .code(404)
      .type('text/plain; charset=utf-8')
      .header('x-content-type-options', 'nosniff')
      .send('Not found');
  }
  return reply
    .type(row.mime)
    .header('content-length', stat.size)
    .header('content-disposition', contentDisposition(row.originalName, INLINE.has(row.mime)))
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; sandbox")
    .header('cache-control', 'private, max-age=86400')
    .send(fs.createReadStream(file));
}
