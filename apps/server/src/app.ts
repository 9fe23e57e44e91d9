import fs from 'node:fs';
import path from 'node:path';
import formbody from '@fastify/formbody';
import fastifyStatic from '@fastify/static';
import { Code } from '@app/contract/codes';
import { formatMessage } from '@app/contract/messages';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyReply } from 'fastify';
import type { Config } from './config';
import type { Database } from './db/client';
import { registerDomains } from './domains';
import { type Clock, systemClock } from './platform/clock';
import type { Deps } from './platform/deps';
import { installEnvelope, unknownCall } from './platform/envelope';
import { requestLang } from './platform/lang';
import { createLog, type Log, logsRequests } from './platform/log';
import { crossSiteRewrite, installCrossSiteRefusal } from './platform/origin';
import { installBenchReference } from './platform/bench-reference';
import { callsOf } from './platform/bind';
import { inProcessCaller } from './platform/in-process';
import { sandboxProviders } from './providers/outbox';
import { createPageRenderer } from './web/ssr-page';

export interface AppOptions {
  config: Config;
  database: Database;
  clock?: Clock;
  /** Where errors are logged; by default a logger at config.logLevel on stdout. */
  log?: Log;
}

const bootId = crypto.randomUUID().slice(0, 8);
let requestSeq = 0;

/** Builds the whole server: plugins → platform hooks → domain calls → static web app. */
export async function buildApp(opts: AppOptions): Promise<{ app: FastifyInstance; deps: Deps }> {
  const { config, database } = opts;
  const clock = opts.clock ?? systemClock;
  const log = opts.log ?? createLog(config.logLevel);
  const deps: Deps = {
    db: database.db,
    dbKind: database.kind,
    config,
    clock,
    providers: sandboxProviders(database.db, clock),
    log,
  };
  const app = Fastify({
    rewriteUrl: crossSiteRewrite(config.allowedOrigins, (p) => callsOf(deps).get(p)?.crossSite === true),
    // Fastify logs requests only when asked for (platform/log.ts); errors go to `log` either way.
    ...(logsRequests(config.logLevel) ? { loggerInstance: log as FastifyBaseLogger } : { logger: false }),
    trustProxy: config.trustProxy.length ? config.trustProxy : false,
    bodyLimit: 1024 * 1024,
    // Unique per process start and per request, for matching a client's error report to the log;
    // a counter costs nothing per request, unlike a random UUID.
    genReqId: () => `${bootId}-${(++requestSeq).toString(36)}`,
    // Path parameters such as optionsBatch/{names} may be a few hundred characters (contract limits).
    routerOptions: { maxParamLength: 500 },
    // Router-level failures (bad URL encoding, over-long parameters) still answer with the envelope.
    frameworkErrors: (_err, req, reply) => {
      const body = {
        code: Code.INVALID_INPUT,
        codeMsg: formatMessage(requestLang(req), 'code.INVALID_INPUT', { field: 'path' }),
        data: null,
      };
      (reply as unknown as { code(n: number): { send(b: unknown): void } }).code(200).send(body);
    },
  });

  await app.register(formbody);
  installEnvelope(app, log);
  installCrossSiteRefusal(app);
  await registerDomains(app, deps);
  if (config.benchReference) installBenchReference(app);

  const indexHtml = config.webDist ? path.join(config.webDist, 'index.html') : '';
  const hasWeb = indexHtml !== '' && fs.existsSync(indexHtml);
  if (hasWeb) {
    await app.register(fastifyStatic, {
      // Hashed file names under /assets never change: cache them for a year. One `/assets/*` route
      // that looks the file up per request (`wildcard: false` globbed the build into ~800 routes, a
      // third of the server's start); page paths never reach the disk.
      root: path.join(config.webDist, 'assets'),
      prefix: '/assets/',
      wildcard: true,
      index: false,
      preCompressed: true,
      setHeaders: (res, filePath) => {
        if (filePath.includes(`${path.sep}assets${path.sep}`))
          res.header('cache-control', 'public, max-age=31536000, immutable');
      },
    });
    // The few files at the root of the build (favicon, service worker) under their own names; they
    // keep their names between builds, so the browser revalidates them.
    for (const file of rootFiles(config.webDist)) {
      app.get(`/${file}`, (_req, reply) =>
        reply.header('cache-control', 'no-cache').sendFile(file, config.webDist, { cacheControl: false }),
      );
    }
  }
  const pages = hasWeb ? await createPageRenderer(config.webDist, config.webSsr, inProcessCaller(deps)) : null;
  const clientPage = (reply: FastifyReply) =>
    reply.type('text/html').header('cache-control', 'no-cache').sendFile('index.html', config.webDist);
  app.setNotFoundHandler(async (req, reply) => {
    const isPage = req.method === 'GET' && !req.url.startsWith('/service/') && !req.url.startsWith('/frontend/');
    if (isPage && pages) {
      try {
        return await pages.send(req, reply);
      } catch (err) {
        // The browser can still render the page itself: a rendering bug costs speed, not the page.
        log.error({ err, reqId: req.id, url: req.url }, 'server rendering failed');
        return clientPage(reply);
      }
    }
    if (isPage && hasWeb) return clientPage(reply);
    return reply.code(200).send(unknownCall(requestLang(req)));
  });
  return { app, deps };
}

/** Files at the root of the web build other than the page template and the compressed copies. */
function rootFiles(webDist: string): string[] {
  return fs
    .readdirSync(webDist, { withFileTypes: true })
    .filter((e) => e.isFile() && e.name !== 'index.html' && !/\.(gz|br)$/.test(e.name))
    .map((e) => e.name);
}
