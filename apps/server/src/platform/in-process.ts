import type { FastifyReply, FastifyRequest } from 'fastify';
import { type BoundCall, callsOf, mergeInput, Serialized } from './bind';
import type { Deps } from './deps';
import { AppError } from './errors';
import { type Envelope, errorEnvelope, unknownCall } from './envelope';
import { requestLang } from './lang';

/** What a server-rendered page's API client hands its transport (apps/web/src/shared/api/client.ts). */
export interface InProcessInit {
  body?: unknown;
  headers?: unknown;
}

export type InProcessCaller = (
  req: FastifyRequest,
  reply: FastifyReply,
  url: string,
  init: InProcessInit,
) => Promise<Envelope>;

interface Table {
  exact: Map<string, BoundCall>;
  patterns: { re: RegExp; names: string[]; bound: BoundCall }[];
}

/**
 * The calls a server-rendered page makes, answered in-process (decision 011): the page's own
 * request (its cookies, address and language) runs the bound call's steps, so access and owner
 * checks are the real ones. This replaced Fastify's inject, whose stand-in request and response
 * objects went through Fastify's and Node's HTTP code beside the real ones; that code then ran
 * slower for every later request (~30 → ~43 µs of CPU per no-database call after 80 pages,
 * decision 020). The answer is a JSON round trip of the envelope, as the wire would give.
 */
export function inProcessCaller(deps: Deps): InProcessCaller {
  let table: Table | null = null;
  return async (req, reply, url, init) => {
    table ??= tableOf(callsOf(deps));
    const u = new URL(url, 'http://in-process');
    const query = fields(u.search.slice(1));
    const lang = query.lang === 'en' || query.lang === 'zh' ? query.lang : requestLang(req);
    const found = find(table, u.pathname);
    if (!found) return unknownCall(lang);
    let envelope: Envelope;
    try {
      const body = parseBody(init);
      const raw = body === null ? null : mergeInput(query, body, found.params);
      const data = await found.bound.answer(req, reply, lang, raw);
      envelope = { code: 0, codeMsg: 'ok', data: data instanceof Serialized ? JSON.parse(data.json) : (data ?? null) };
    } catch (err) {
      envelope = errorEnvelope(err as Error, req, deps.log, lang);
    }
    return JSON.parse(JSON.stringify(envelope)) as Envelope;
  };
}

function tableOf(calls: ReadonlyMap<string, BoundCall>): Table {
  const t: Table = { exact: new Map(), patterns: [] };
  for (const [path, bound] of calls) {
    const names = [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
    if (!names.length) t.exact.set(path, bound);
    else {
      const source = path
        .split(/\{\w+\}/)
        .map((s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
        .join('([^/]+)');
      t.patterns.push({ re: new RegExp(`^${source}$`), names, bound });
    }
  }
  return t;
}

function find(t: Table, pathname: string): { bound: BoundCall; params: Record<string, string> } | null {
  const bound = t.exact.get(pathname);
  if (bound) return { bound, params: {} };
  for (const p of t.patterns) {
    const m = p.re.exec(pathname);
    if (!m) continue;
    const params: Record<string, string> = {};
    try {
      p.names.forEach((name, i) => {
        params[name] = decodeURIComponent(m[i + 1]!);
      });
    } catch {
      return null;
    }
    return { bound: p.bound, params };
  }
  return null;
}

/** Form fields as the form body parser gives them: a repeated name becomes an array. */
function fields(encoded: string): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of new URLSearchParams(encoded)) {
    const had = Object.hasOwn(out, k) ? out[k] : undefined;
    out[k] = had === undefined ? v : Array.isArray(had) ? [...had, v] : [had, v];
  }
  return out;
}

/** The body as an object, or null when it is not one (refused by the call, as over HTTP). */
function parseBody(init: InProcessInit): Record<string, unknown> | null {
  const text = typeof init.body === 'string' ? init.body : '';
  const headers = (init.headers ?? {}) as Record<string, string>;
  if (!String(headers['content-type'] ?? '').includes('json')) return fields(text);
  let v: unknown;
  try {
    v = JSON.parse(text);
  } catch {
    // As Fastify's JSON parser answers an empty or broken body.
    throw new AppError('INVALID_INPUT', { field: 'body' });
  }
  return v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : null;
}
