// The throughput reference: bare Fastify, one route answering the same envelope our calls do.
// formbody is registered so it accepts the very request bytes our form calls receive; no logger,
// no hooks, no validation — what is left is Fastify itself. With WEB_DIST it also serves that web
// build (@fastify/static, the page template for any other GET), so it can take the same page and
// asset traffic our server takes before the "after page traffic" rounds (bench/page-traffic.ts).
import formbody from '@fastify/formbody';
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';

const app = Fastify({ logger: false });
await app.register(formbody);
app.post('/bare', async () => ({ code: 0, codeMsg: 'ok', data: null }));
if (process.env.WEB_DIST) {
  await app.register(fastifyStatic, { root: process.env.WEB_DIST, wildcard: true, index: false, preCompressed: true });
  app.setNotFoundHandler((_req, reply) => reply.type('text/html').sendFile('index.html'));
}
await app.listen({ port: Number(process.env.PORT ?? 0), host: process.env.HOST ?? '127.0.0.1' });
for (const sig of ['SIGINT', 'SIGTERM'] as const) process.on(sig, () => app.close().then(() => process.exit(0)));
