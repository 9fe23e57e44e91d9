import { render } from '@testing-library/react';
import i18next from 'i18next';
import { type ReactElement, Suspense } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { vi } from 'vitest';
import { i18nReady } from '../../../i18n';

/**
 * Test helpers for the home and content screens: a fetch double that answers envelopes per call
 * path, and a render inside a router, Suspense (namespaces load lazily) and the real i18n.
 */
export type Answer = unknown | ((body: Record<string, string>) => unknown);
export interface Envelope {
  code: number;
  codeMsg: string;
  data: unknown;
}
export const fail = (code: number, codeMsg = 'failed'): Envelope => ({ code, codeMsg, data: null });
const isEnvelope = (v: unknown): v is Envelope => typeof v === 'object' && v !== null && 'code' in v && 'codeMsg' in v;

export interface ApiCall {
  path: string;
  body: Record<string, string>;
}

/** Routes fetch by path (prefix match for paths with parameters); records every call. */
export function mockApi(answers: Record<string, Answer>) {
  const calls: ApiCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = decodeURIComponent(String(input));
    const body = Object.fromEntries(new URLSearchParams(String(init?.body ?? '')));
    calls.push({ path, body });
    const key = Object.keys(answers).find((k) => path === k || path.startsWith(k));
    if (!key) return new Response(JSON.stringify(fail(3004, `no mock for ${path}`)));
    const a = answers[key];
    const value = typeof a === 'function' ? (a as (b: Record<string, string>) => unknown)(body) : a;
    const env = isEnvelope(value) ? value : { code: 0, codeMsg: 'ok', data: value };
    return new Response(JSON.stringify(env), { headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock, on: (prefix: string) => calls.filter((c) => c.path.startsWith(prefix)) };
}

let location = '';
function LocationProbe() {
  const l = useLocation();
  location = l.pathname + l.search;
  return null;
}
/** Where the router is now (after a navigation in the test). */
export const currentLocation = () => location;

export async function renderScreen(ui: ReactElement, { path = '/', pattern = '*', lang = 'zh' } = {}) {
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
