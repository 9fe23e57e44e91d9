import { render } from '@testing-library/react';
import i18next from 'i18next';
import { type ReactElement, Suspense } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { vi } from 'vitest';
import { i18nReady } from '../../../i18n';

/** A fetch double answering envelopes by call path (prefix match); records each call with its parsed body. */
export interface ApiCall {
  path: string;
  body: Record<string, unknown>;
}
type Answer = unknown | ((body: Record<string, unknown>) => unknown);
export const envelope = (data: unknown, code = 0, codeMsg = 'ok') => ({ code, codeMsg, data });

export function mockApi(answers: Record<string, Answer>) {
  const calls: ApiCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = String(input);
    const raw = String(init?.body ?? '');
    const json = new Headers(init?.headers).get('content-type')?.includes('json');
    const body = json
      ? (JSON.parse(raw || '{}') as Record<string, unknown>)
      : Object.fromEntries(new URLSearchParams(raw));
    calls.push({ path, body });
    const key = Object.keys(answers)
      .sort((a, b) => b.length - a.length)
      .find((k) => path === k || path.startsWith(k));
    const a = key === undefined ? envelope(null, 3004, `no mock for ${path}`) : answers[key];
    const value = typeof a === 'function' ? (a as (b: Record<string, unknown>) => unknown)(body) : a;
    return new Response(JSON.stringify(value), { headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, on: (prefix: string) => calls.filter((c) => c.path.startsWith(prefix)) };
}

let location = '';
function LocationProbe() {
  const l = useLocation();
  location = l.pathname + l.search;
  return null;
}
export const currentLocation = () => location;

/** Renders inside a router at `path` (matched by `pattern`), Suspense and the real i18n. */
export async function renderAt(ui: ReactElement, { path = '/staff', pattern = '/staff/*', lang = 'zh' } = {}) {
  await i18nReady;
  await i18next.changeLanguage(lang);
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Suspense fallback={<div>suspended</div>}>
        <Routes>
          <Route path={pattern} element={ui} />
        </Routes>
        <LocationProbe />
      </Suspense>
    </MemoryRouter>,
  );
}

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
