import { stubFetch, unmocked } from '../../../shared/test/fetch-mock';

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
  const { calls } = stubFetch(async ({ path, body }) => {
    const h = table.get(path);
    const reply: Reply = !h ? unmocked(path) : typeof h === 'function' ? await h(body as Record<string, string>) : h;
    return { codeMsg: reply.code === 0 ? 'ok' : 'failed', data: null, ...reply };
  });
  return {
    calls: (path) => calls.filter((l) => l.path === path).map((l) => l.body as Record<string, string>),
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
