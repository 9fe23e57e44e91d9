// The throughput reference: bare Fastify, one route answering the same envelope our calls do.
// formbody is registered so it accepts the very request bytes our form calls receive; no logger,
// no hooks, no validation — what is left is Fastify itself.
import formbody from '@fastify/formbody';
import Fastify from 'fastify';

const app = Fastify({ logger: false });
await app.register(formbody);
app.post('/bare', async () => ({ code: 0, codeMsg: 'ok', data: null }));
await app.listen({ port: Number(process.env.PORT ?? 0), host: process.env.HOST ?? '127.0.0.1' });
for (const sig of ['SIGINT', 'SIGTERM'] as const) process.on(sig, () => app.close().then(() => process.exit(0)));
