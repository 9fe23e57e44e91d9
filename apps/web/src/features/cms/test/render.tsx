import { type FetchCall, stubFetch, unmocked } from '../../../shared/test/fetch-mock';

/**
 * Test helpers for the home and content screens: a fetch double that answers envelopes per call
 * path, and (shared/test/render.tsx) a render inside a router, Suspense and the real i18n.
 */
export { currentLocation, renderRoute as renderScreen } from '../../../shared/test/render';

export type Answer = unknown | ((body: Record<string, string>) => unknown);
export interface Envelope {
  code: number;
  codeMsg: string;
  data: unknown;
}
export const fail = (code: number, codeMsg = 'failed', data: unknown = null): Envelope => ({ code, codeMsg, data });
const isEnvelope = (v: unknown): v is Envelope => typeof v === 'object' && v !== null && 'code' in v && 'codeMsg' in v;

/** The content calls send form fields: every body value is a string. */
export type ApiCall = FetchCall & { body: Record<string, string> };

/**
 * Routes fetch by path (the first key equal to the path or a prefix of it, for paths with
 * parameters); records every call. A bare value answers as the data of a success envelope.
 */
export function mockApi(answers: Record<string, Answer>) {
  const { calls, fetchMock } = stubFetch(({ path, body }) => {
    const key = Object.keys(answers).find((k) => path === k || path.startsWith(k));
    if (!key) return unmocked(path);
    const a = answers[key];
    const value = typeof a === 'function' ? (a as (b: Record<string, unknown>) => unknown)(body) : a;
    return isEnvelope(value) ? value : { code: 0, codeMsg: 'ok', data: value };
  });
  const typed = calls as ApiCall[];
  return { calls: typed, fetchMock, on: (prefix: string) => typed.filter((c) => c.path.startsWith(prefix)) };
}
