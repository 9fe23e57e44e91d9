import { type DestinationStream, type Logger, pino } from 'pino';

export type Log = Logger;

/**
 * The server's own logger (LOG_LEVEL). Fastify gets it only when request lines are wanted (info and
 * below): with any logger Fastify makes a child logger and adds two response listeners per request,
 * ~2.7 µs of CPU on a small call (QUALITY plumbing budget, decision 020). Errors are logged here
 * with the request id, whichever way.
 */
export function createLog(level: string, destination?: DestinationStream): Log {
  return destination ? pino({ level }, destination) : pino({ level });
}

export const logsRequests = (level: string) => ['info', 'debug', 'trace'].includes(level);
