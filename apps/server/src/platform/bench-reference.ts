import type { FastifyInstance } from 'fastify';

export const BENCH_REFERENCE_PATH = '/bench/reference';

/**
 * The bench's reference inside our own server: the very route of `bench/bare-fastify.ts` (an async
 * handler answering the envelope, no contract, no parse). Loaded beside a contract call of the same
 * process, it measures what the contract and the envelope cost in whatever state the process is in —
 * after serving pages, a database client and server rendering, Node's shared request code runs
 * slower for every route alike (decision 020, session 11). Registered only when the bench asks
 * (`BENCH_REFERENCE_ROUTE=1`); a production server has no such path.
 */
export function installBenchReference(app: FastifyInstance) {
  app.post(BENCH_REFERENCE_PATH, async () => ({ code: 0, codeMsg: 'ok', data: null }));
}
