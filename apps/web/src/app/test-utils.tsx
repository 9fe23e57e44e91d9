import type { TAuthInfo } from '@app/contract/calls/passport';
import i18next from 'i18next';
import { vi } from 'vitest';
import { i18nReady, setLang } from '../i18n';
import { writeCookie } from '../shared/cookies';

/** Loads the namespaces the shell renders with, in the language given (Chinese by default). */
export async function i18nFor(lang: 'zh' | 'en' = 'zh') {
  await i18nReady;
  await setLang(lang);
  await i18next.loadNamespaces(['common', 'titles', 'shell']);
}

export function clearCookies() {
  for (const c of document.cookie.split(';')) {
    const name = c.split('=')[0]!.trim();
    if (name) writeCookie(name, '', 0);
  }
}

type Envelope = { code: number; codeMsg?: string; data?: unknown };

/**
 * Replaces fetch with a fake API: `answer(path, body)` returns the envelope for a call path
 * (or a promise of it, to hold an answer back). Unlisted calls answer "unknown call".
 */
export function mockApi(answer: (path: string, body: string) => Envelope | undefined | Promise<Envelope | undefined>) {
  const fn = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    const path = typeof url === 'string' ? url : url instanceof URL ? url.pathname : url.url;
    const env = (await answer(path, String(init?.body ?? ''))) ?? { code: 3004, codeMsg: 'unknown call' };
    return new Response(JSON.stringify({ codeMsg: 'ok', data: null, ...env }), {
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fn);
  return fn;
}

/** Calls the fake API received, by path. */
export const calledPaths = (fn: ReturnType<typeof mockApi>) =>
  fn.mock.calls.map(([url]) => (typeof url === 'string' ? url : String(url)));

export const go = (url: string) => window.history.replaceState(null, '', url);

export const demoUser: TAuthInfo = {
  userId: 1,
  loginStatus: 1,
  nickname: 'Demo',
  avatar: '',
  role: 'user',
  lang: 'zh',
  anency: 0,
  reader: 0,
  applying: 0,
  authentication: 0,
};
