import type { FastifyInstance } from 'fastify';
import { AppError } from './errors';

/**
 * Refuses cross-site POSTs (QUALITY B6): another site's Origin, `Origin: null`, or
 * `Sec-Fetch-Site: cross-site`. A request without Origin (same-origin forms in old browsers,
 * server-to-server) passes; payment callbacks opt out with `config.crossSite`.
 */
export function installOriginCheck(app: FastifyInstance, allowed: string[]) {
  app.addHook('onRequest', async (req) => {
    if (req.method !== 'POST') return;
    if ((req.routeOptions.config as { crossSite?: boolean } | undefined)?.crossSite) return;
    const site = req.headers['sec-fetch-site'];
    if (site === 'cross-site') throw new AppError('CROSS_SITE');
    const origin = req.headers.origin;
    if (origin === undefined) return;
    if (origin === 'null') throw new AppError('CROSS_SITE');
    let host: string;
    try {
      host = new URL(origin).host;
    } catch {
      throw new AppError('CROSS_SITE');
    }
    if (host === req.headers.host) return;
    if (allowed.includes(origin)) return;
    throw new AppError('CROSS_SITE');
  });
}
