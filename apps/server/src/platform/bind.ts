import type { CallDef } from '@app/contract/call';
import type { Lang } from '@app/contract/messages';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Deps } from './deps';
import { AppError } from './errors';
import { requestLang } from './lang';
import { loadSessionUser, type SessionUser } from './session';
import { inputParser, strictInput } from './validate';

export interface Ctx {
  deps: Deps;
  req: FastifyRequest;
  reply: FastifyReply;
  lang: Lang;
  ip: string;
  /** The signed-in user; always null in visitor calls, which do not look the session up. */
  user: SessionUser | null;
}

export interface UserCtx extends Ctx {
  user: SessionUser;
}

/**
 * Data already turned into JSON, for a large answer served from a cache: serialising the home
 * payload (~46 KB) on every request cost more than everything else the call does.
 */
export class Serialized<T = unknown> {
  declare readonly _type: T;
  constructor(readonly json: string) {}
}

const serializedOf = new WeakMap<object, Serialized>();
/** The same object (a cached answer) is serialised once. */
export function serializeOnce<T extends object>(data: T): Serialized<T> {
  let s = serializedOf.get(data);
  if (!s) {
    s = new Serialized<T>(JSON.stringify(data));
    serializedOf.set(data, s);
  }
  return s as Serialized<T>;
}

type Answer<T> = T | Serialized<T>;

/**
 * A handler answers at once or with a promise. One that needs neither the database nor anything
 * else asynchronous answers at once: a visitor call's whole request then runs without a promise
 * (QUALITY plumbing budget; decision 020, session 9).
 */
export type Handler<C extends CallDef> = (
  input: z.output<C['input']>,
  ctx: C['access'] extends 'visitor' ? Ctx : UserCtx,
) => Answer<z.input<C['output']>> | Promise<Answer<z.input<C['output']>>>;

const isThenable = (v: unknown): v is PromiseLike<unknown> =>
  typeof v === 'object' && v !== null && typeof (v as { then?: unknown }).then === 'function';

/** `{id}` → `:id` for Fastify. */
const fastifyPath = (p: string) => p.replace(/\{(\w+)\}/g, ':$1');

/**
 * A bound call as the in-process dispatcher sees it (platform/in-process.ts): the same session,
 * access, parse and handler steps as over HTTP, on the raw input given.
 */
export interface BoundCall {
  call: CallDef;
  /** Exempt from the cross-site check (platform/origin.ts). */
  crossSite: boolean;
  /**
   * `raw` is null for a body that is not an object (a JSON array or string): refused after the
   * access check. Answers the data or a promise of it, and may throw (a refusal).
   */
  answer(req: FastifyRequest, reply: FastifyReply, lang: Lang, raw: Record<string, unknown> | null): unknown;
}

/** The calls bound with one set of dependencies, i.e. one app, by contract path. */
const boundCalls = new WeakMap<Deps, Map<string, BoundCall>>();
export const callsOf = (deps: Deps): ReadonlyMap<string, BoundCall> => boundCalls.get(deps) ?? new Map();

/**
 * Binds one contract call: access check, input parse (params, query and body merged), handler,
 * and the envelope. Errors go to the app's error handler, which writes the envelope.
 */
export function bindCall<C extends CallDef>(
  app: FastifyInstance,
  deps: Deps,
  call: C,
  handler: Handler<C>,
  /** `crossSite`: exempt from the Origin check (payment callbacks, which verify a signature instead). */
  opts: { crossSite?: boolean } = {},
) {
  const parse = inputParser(strictInput(call.input));
  const validateOutput = process.env.VALIDATE_OUTPUT === '1';
  // Plain functions that pass the handler's promise on, not async ones: each async layer is one more
  // promise and microtask per request (QUALITY plumbing budget). They may throw at once; Fastify and
  // the in-process caller take that as a rejection.
  const run = (user: SessionUser | null, req: FastifyRequest, reply: FastifyReply, lang: Lang, raw: Raw | null) => {
    if (call.access !== 'visitor') {
      if (!user) throw new AppError('NOT_LOGGED_IN');
      if (call.access === 'staff' && user.role !== 'staff') throw new AppError('FORBIDDEN');
      if (call.access === 'expert' && user.reader !== 1) throw new AppError('FORBIDDEN');
    }
    if (!raw) throw new AppError('INVALID_INPUT', { field: 'body' });
    const input = parse(raw, lang) as z.output<C['input']>;
    const data = handler(input, { deps, req, reply, lang, ip: req.ip, user } as UserCtx);
    if (!validateOutput) return data;
    return isThenable(data) ? data.then(checkOutput) : checkOutput(data);
  };
  const checkOutput = (data: unknown) => {
    call.output.parse(data instanceof Serialized ? JSON.parse(data.json) : data);
    return data;
  };
  // Visitor calls never read the user: no session query on the hot public paths (home load).
  const answer: BoundCall['answer'] = (req, reply, lang, raw) =>
    call.access === 'visitor'
      ? run(null, req, reply, lang, raw)
      : loadSessionUser(deps, req).then((user) => run(user, req, reply, lang, raw));
  const registry = boundCalls.get(deps) ?? new Map<string, BoundCall>();
  boundCalls.set(deps, registry);
  if (opts.crossSite && call.path.includes('{'))
    throw new Error(`${call.path}: a cross-site call is matched by its exact path, so it cannot take path parameters`);
  registry.set(call.path, { call, answer, crossSite: opts.crossSite === true });

  // Not an async function: an answer given at once is sent at once. A throw here (a refusal) or a
  // rejection reaches the app's error handler either way.
  app.post(fastifyPath(call.path), { config: { call } }, (req, reply) => {
    const body = call.encoding === 'multipart' ? {} : ((req.body ?? {}) as Raw);
    const raw =
      typeof body !== 'object' || Array.isArray(body)
        ? null
        : mergeInput(req.query as Raw | undefined, body, req.params as Raw);
    const data = answer(req, reply, requestLang(req), raw);
    if (isThenable(data)) return data.then((d) => envelopeOf(reply, d));
    reply.send(envelopeOf(reply, data));
  });
}

/** The success envelope; a pre-serialised answer goes out as the JSON text it already is. */
function envelopeOf(reply: FastifyReply, data: unknown) {
  if (data instanceof Serialized) {
    reply.type('application/json; charset=utf-8');
    return `{"code":0,"codeMsg":"ok","data":${data.json}}`;
  }
  return { code: 0, codeMsg: 'ok', data: data ?? null };
}

type Raw = Record<string, unknown>;

/** Query (without `lang`, which picks the language), body and path parameters, as one input. */
export function mergeInput(query: Raw | undefined, body: Raw, params: Raw): Raw {
  for (const _ in query) {
    const { lang: _ignored, ...rest } = query;
    return { ...rest, ...body, ...params };
  }
  for (const _ in params) return { ...body, ...params };
  // Nothing to merge: the body as it came (parsing never writes to it).
  return body;
}
