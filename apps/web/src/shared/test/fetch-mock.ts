import { vi } from 'vitest';

/** One call the fake API received: its path (URL-decoded) and its parsed body. */
export interface FetchCall {
  path: string;
  body: Record<string, unknown>;
}

function pathOf(input: RequestInfo | URL): string {
  return decodeURIComponent(typeof input === 'string' ? input : input instanceof URL ? input.pathname : input.url);
}

/** The body as the client sent it: JSON, form fields (every call is a POST, §7) or multipart. */
function bodyOf(init?: RequestInit): Record<string, unknown> {
  const b = init?.body;
  if (b instanceof FormData) return Object.fromEntries(b);
  const raw = typeof b === 'string' ? b : '';
  if (new Headers(init?.headers).get('content-type')?.includes('json')) {
    return JSON.parse(raw || '{}') as Record<string, unknown>;
  }
  return Object.fromEntries(new URLSearchParams(raw));
}

/**
 * Replaces fetch with a fake API (undo with `vi.unstubAllGlobals()`): each call is recorded, and
 * `reply` gives the JSON it answers (or a promise of it, to hold an answer back). The feature
 * test helpers build their answer tables on this.
 */
export function stubFetch(reply: (call: FetchCall, raw: string) => unknown) {
  const calls: FetchCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const call = { path: pathOf(input), body: bodyOf(init) };
    calls.push(call);
    const value = await reply(call, typeof init?.body === 'string' ? init.body : '');
    return new Response(JSON.stringify(value), { headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}

/** An envelope that says no test answer was set up for this call (code 3004). */
export const unmocked = (path: string) => ({ code: 3004, codeMsg: `no mock for ${path}`, data: null });
