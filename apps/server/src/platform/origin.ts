import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { AppError } from './errors';

/**
 * Refuses cross-site POSTs (QUALITY B6): another site's Origin, `Origin: null`, or
 * `Sec-Fetch-Site: cross-site`. A request without Origin (same-origin forms in old browsers,
 * server-to-server) passes; payment callbacks opt out with `config.crossSite`.
 */
export function installOriginCheck(app: FastifyInstance, allowed: string[]) {
  // A callback hook, not an async one: it runs on every request and needs no promise. The route's
  // exemption is read only for a cross-site request: `routeOptions` builds a frozen object per read.
  app.addHook('onRequest', (req, _reply, done) => {
    if (req.method !== 'POST' || !isCrossSite(req.headers, allowed)) return done();
    const exempt = (req.routeOptions.config as { crossSite?: boolean } | undefined)?.crossSite;
    done(exempt ? undefined : new AppError('CROSS_SITE'));
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
