import { vi } from 'vitest';

export type Reply = { code: number; codeMsg?: string; data?: unknown };
type Handler = (body: Record<string, string>) => Reply | Promise<Reply>;

export interface ApiMock {
  /** Bodies of the calls made to a path, in order. */
  calls: (path: string) => Record<string, string>[];
  on: (path: string, handler: Handler | Reply) => void;
}

/**
 * Replaces fetch with envelope answers per call path (every call is a POST, §7). A path with
 * no handler answers 3004, so a test sees a call it did not expect.
 */
export function mockApi(handlers: Record<string, Handler | Reply> = {}): ApiMock {
  const table = new Map(Object.entries(handlers));
  const log: { path: string; body: Record<string, string> }[] = [];
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    const path = String(url);
    const raw = typeof init?.body === 'string' ? init.body : '';
    const body = raw.startsWith('{')
      ? (JSON.parse(raw) as Record<string, string>)
      : Object.fromEntries(new URLSearchParams(raw));
    log.push({ path, body });
    const h = table.get(path);
    const reply: Reply = !h
      ? { code: 3004, codeMsg: `unexpected call ${path}` }
      : typeof h === 'function'
        ? await h(body)
        : h;
    return new Response(JSON.stringify({ codeMsg: reply.code === 0 ? 'ok' : 'failed', data: null, ...reply }), {
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    calls: (path) => log.filter((l) => l.path === path).map((l) => l.body),
    on: (path, handler) => table.set(path, handler),
  };
}

export const ok = (data: unknown = null): Reply => ({ code: 0, data });

export const demoUser = {
  userId: 7,
  loginStatus: 1,
  nickname: '张研究员',
  avatar: '/media/gen/avatar/0.svg',
  role: 'user',
  lang: 'zh',
  anency: -1,
  reader: -1,
  applying: 0,
  authentication: 0,
} as const;
