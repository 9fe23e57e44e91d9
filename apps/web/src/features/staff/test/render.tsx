import type { ReactElement } from 'react';
import { stubFetch, unmocked } from '../../../shared/test/fetch-mock';
import { type RouteOptions, renderRoute } from '../../../shared/test/render';

export { currentLocation } from '../../../shared/test/render';

type Answer = unknown | ((body: Record<string, unknown>) => unknown);
export const envelope = (data: unknown, code = 0, codeMsg = 'ok') => ({ code, codeMsg, data });

/** One page of a staff list call's answer. */
export const listPage = (list: unknown[], pageSize = 10, total = list.length) =>
  envelope({ list, total, page: 1, pageSize });

/** A conference as the staff conference list answers it. */
export const staffMeeting = (extra: Record<string, unknown> = {}) => ({
  id: 5,
  code: 'ICAI2026',
  title: '人工智能国际会议',
  startDate: '2026-06-10',
  endDate: '2026-06-12',
  registered: 3,
  papers: 1,
  ...extra,
});

/**
 * A fetch double answering envelopes by call path (the longest key that is a prefix); records each
 * call with its parsed body (JSON or form fields).
 */
export function mockApi(answers: Record<string, Answer>) {
  const { calls } = stubFetch(({ path, body }) => {
    const key = Object.keys(answers)
      .sort((a, b) => b.length - a.length)
      .find((k) => path === k || path.startsWith(k));
    const a = key === undefined ? unmocked(path) : answers[key];
    return typeof a === 'function' ? (a as (b: Record<string, unknown>) => unknown)(body) : a;
  });
  return { calls, on: (prefix: string) => calls.filter((c) => c.path.startsWith(prefix)) };
}

/** Renders inside a router, at /staff unless `path` says otherwise (shared/test/render.tsx). */
export const renderAt = (ui: ReactElement, opts: RouteOptions = {}) =>
  renderRoute(ui, { path: '/staff', pattern: '/staff/*', ...opts });

export const authUser = (role: 'user' | 'staff', nickname = role === 'staff' ? '运营小王' : '普通用户') => ({
  userId: role === 'staff' ? 3 : 1,
  loginStatus: 1,
  nickname,
  avatar: '/media/gen/avatar/1.svg',
  role,
  lang: 'zh',
  anency: 0,
  reader: 0,
  applying: 0,
  authentication: 0,
  certificates: [],
});
