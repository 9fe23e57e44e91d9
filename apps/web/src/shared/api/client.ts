import { buildPath, type CallDef, type CallInput, type CallOutput, pathParams } from '@app/contract/call';
import { Code } from '@app/contract/codes';
import { TOAST_DURATION_MS } from '@app/contract/constants';
import type { Envelope } from '@app/contract/envelope';
import { currentLang, t } from '../../i18n';
import { goToLogin } from './login-redirect';
import { forgetOfflinePages } from '../offline/keep-offline';

/** How a request leaves: `fetch` in the browser; the server's renderer answers in-process. */
export type Transport = (url: string, init: RequestInit) => Promise<{ json(): Promise<unknown> }>;
let transport: Transport = (url, init) => fetch(url, init);

/** Server entry only (src/entry-server.tsx). */
export function setTransport(next: Transport) {
  transport = next;
}

/** A failed call: the envelope's code and message. */
export class ApiError extends Error {
  constructor(
    readonly code: number,
    readonly codeMsg: string,
    readonly data: unknown = null,
  ) {
    super(codeMsg);
  }
}

export interface CallOptions {
  /** Show no failure toast (the caller shows the error itself). */
  silent?: boolean;
  /** Codes the caller handles: no toast for these. */
  expect?: number[];
  /** A login check: 1001 is returned to the caller instead of redirecting to login (§8). */
  loginCheck?: boolean;
  signal?: AbortSignal;
}

/** Messages that mean "do not pop this up" (§8 no-popup marker). */
const NO_POPUP = '__NO_POPUP__';

/**
 * Toast is loaded on first use: most pages never show one, and it brings the animation library
 * into the bundle (home route budget, QUALITY.md).
 */
export function toast(content: string) {
  void Promise.all([import('antd-mobile/es/components/toast'), import('./render-patch')]).then(([m]) =>
    m.default.show({ content, duration: TOAST_DURATION_MS }),
  );
}

/** Flat form fields; booleans as 1/0 (docs/decisions/003-form-encoding.md). */
function formEncode(input: Record<string, unknown>): string {
  const p = new URLSearchParams();
  for (const [k, v] of Object.entries(input)) {
    if (v === undefined || v === null) continue;
    p.append(k, typeof v === 'boolean' ? (v ? '1' : '0') : String(v));
  }
  return p.toString();
}

function splitParams(def: CallDef, input: Record<string, unknown>) {
  const names = pathParams(def.path);
  const params: Record<string, string | number> = {};
  const body: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(input)) {
    if (names.includes(k)) params[k] = v as string | number;
    else body[k] = v;
  }
  return { url: buildPath(def.path, params), body };
}

/**
 * The only place that speaks HTTP (ARCHITECTURE "The wire"): encodes the body, reads the
 * envelope, shows the failure toast by the §8 rules, handles 1001 and network failure.
 */
export async function callApi<C extends CallDef>(
  def: C,
  input: CallInput<C> = {} as CallInput<C>,
  opts: CallOptions = {},
): Promise<CallOutput<C>> {
  const { url, body } = splitParams(def, (input ?? {}) as Record<string, unknown>);
  const init: RequestInit = { method: 'POST', credentials: 'same-origin', signal: opts.signal };
  if (def.encoding === 'json') {
    init.headers = { 'content-type': 'application/json' };
    init.body = JSON.stringify(body);
  } else if (def.encoding === 'multipart') {
    const fd = new FormData();
    for (const [k, v] of Object.entries(body)) if (v !== undefined) fd.append(k, v as Blob | string);
    init.body = fd;
  } else {
    init.headers = { 'content-type': 'application/x-www-form-urlencoded' };
    init.body = formEncode(body);
  }
  let env: Envelope<CallOutput<C>>;
  try {
    const res = await transport(url, init);
    env = (await res.json()) as Envelope<CallOutput<C>>;
  } catch (err) {
    const aborted = (err as Error)?.name === 'AbortError' || opts.signal?.aborted;
    if (!aborted && !opts.silent) toast(t('common:network.failed'));
    throw aborted ? err : new ApiError(-1, t('common:network.failed'));
  }
  if (env.code === Code.OK) return env.data as CallOutput<C>;
  if (env.code === Code.NOT_LOGGED_IN && !opts.loginCheck) {
    localStorage.clear();
    sessionStorage.clear();
    void forgetOfflinePages();
    goToLogin();
  }
  const expected = opts.expect?.includes(env.code) || (env.code === Code.NOT_LOGGED_IN && opts.loginCheck);
  if (!opts.silent && !expected && env.codeMsg !== NO_POPUP) toast(env.codeMsg);
  throw new ApiError(env.code, env.codeMsg, env.data);
}

export { currentLang };
