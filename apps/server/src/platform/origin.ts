import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { AppError } from './errors';

/**
 * Refuses cross-site POSTs (QUALITY B6): another site's Origin, `Origin: null`, or
 * `Sec-Fetch-Site: cross-site`. A request without Origin (same-origin forms in old browsers,
 * server-to-server) passes; payment callbacks opt out with `config.crossSite`.
 */
export function installOriginCheck(app: FastifyInstance, allowed: string[]) {
  // A callback hook, not an async one: it runs on every request and needs no promise.
  app.addHook('onRequest', (req, _reply, done) => {
    if (req.method !== 'POST' || (req.routeOptions.config as { crossSite?: boolean } | undefined)?.crossSite) {
      return done();
    }
    done(isCrossSite(req.headers, allowed) ? new AppError('CROSS_SITE') : undefined);
  });
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
