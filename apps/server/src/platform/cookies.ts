import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Cookies without a plugin: @fastify/cookie adds an onRequest and an onSend hook to every request,
 * a measurable share of a small call (QUALITY plumbing budget), while only the session and the
 * language read cookies and only login and logout set them. Parsed once per request, on first read.
 */
const parsed = new WeakMap<FastifyRequest, Record<string, string>>();

function parse(header: string | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  if (!header) return out;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    const name = part.slice(0, eq).trim();
    // The first occurrence wins, as browsers send the most specific cookie first.
    if (!name || name in out) continue;
    let value = part.slice(eq + 1).trim();
    if (value.startsWith('"') && value.endsWith('"')) value = value.slice(1, -1);
    try {
      out[name] = decodeURIComponent(value);
    } catch {
      out[name] = value;
    }
  }
  return out;
}

export function readCookie(req: FastifyRequest, name: string): string | undefined {
  // Most API calls of a visitor carry no cookie at all.
  if (!req.headers.cookie) return undefined;
  let all = parsed.get(req);
  if (!all) {
    all = parse(req.headers.cookie);
    parsed.set(req, all);
  }
  return Object.hasOwn(all, name) ? all[name] : undefined;
}

export interface CookieOptions {
  path?: string;
  maxAge?: number;
  httpOnly?: boolean;
  secure?: boolean;
  sameSite?: 'lax' | 'strict' | 'none';
}

const NAME = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;

export function serializeCookie(name: string, value: string, opts: CookieOptions = {}): string {
  if (!NAME.test(name)) throw new Error(`bad cookie name ${name}`);
  let s = `${name}=${encodeURIComponent(value)}`;
  if (opts.maxAge !== undefined) {
    s += `; Max-Age=${Math.floor(opts.maxAge)}`;
    if (opts.maxAge <= 0) s += '; Expires=Thu, 01 Jan 1970 00:00:00 GMT';
  }
  s += `; Path=${opts.path ?? '/'}`;
  if (opts.httpOnly) s += '; HttpOnly';
  if (opts.secure) s += '; Secure';
  if (opts.sameSite) s += `; SameSite=${opts.sameSite[0]!.toUpperCase()}${opts.sameSite.slice(1)}`;
  return s;
}

/** Adds a Set-Cookie header (Fastify appends set-cookie values instead of replacing them). */
export function setCookie(reply: FastifyReply, name: string, value: string, opts?: CookieOptions) {
  reply.header('set-cookie', serializeCookie(name, value, opts));
}

export function clearCookie(reply: FastifyReply, name: string, opts: CookieOptions = {}) {
  setCookie(reply, name, '', { ...opts, maxAge: 0 });
}
