import type { IncomingHttpHeaders, IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { AppError } from './errors';

/** Where a refused cross-site POST is routed instead of its own path (never a contract path). */
export const CROSS_SITE_PATH = '/__refused/cross-site';

/**
 * Refuses cross-site POSTs (QUALITY B6): another site's Origin, `Origin: null`, or
 * `Sec-Fetch-Site: cross-site`. A request without Origin (same-origin forms in old browsers,
 * server-to-server) passes; calls bound with `crossSite` (payment callbacks, which check a
 * signature instead) are exempt.
 *
 * The check runs in Fastify's URL rewrite, before routing: a refused POST is routed to a path
 * whose onRequest hook fails it, so its body is never read and no handler runs. A global onRequest
 * hook did the same but ran Fastify's hook runner on every request (~0.8 µs of CPU on a small
 * call, QUALITY plumbing budget; decision 020).
 */
export function crossSiteRewrite(allowed: string[], isExempt: (path: string) => boolean) {
  return (req: IncomingMessage): string => {
    const url = req.url ?? '/';
    if (req.method !== 'POST' || !isCrossSite(req.headers, allowed)) return url;
    const q = url.indexOf('?');
    return isExempt(q < 0 ? url : url.slice(0, q)) ? url : CROSS_SITE_PATH;
  };
}

/** The route refused cross-site POSTs land on. */
export function installCrossSiteRefusal(app: FastifyInstance) {
  app.post(CROSS_SITE_PATH, { onRequest: (_req, _reply, done) => done(new AppError('CROSS_SITE')) }, async () => null);
}

function isCrossSite(headers: IncomingHttpHeaders, allowed: string[]): boolean {
  if (headers['sec-fetch-site'] === 'cross-site') return true;
  const origin = headers.origin;
  if (origin === undefined) return false;
  if (origin === 'null') return true;
  try {
    if (new URL(origin).host === headers.host) return false;
  } catch {
    return true;
  }
  return !allowed.includes(origin);
}
