import type { TAuthInfo } from '@app/contract/calls/passport';
import i18next from 'i18next';
import { i18nReady, setLang } from '../i18n';
import { writeCookie } from '../shared/cookies';
import { stubFetch, unmocked } from '../shared/test/fetch-mock';

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
 * (or a promise of it, to hold an answer back). Unlisted calls answer 3004.
 */
export function mockApi(answer: (path: string, body: string) => Envelope | undefined | Promise<Envelope | undefined>) {
  return stubFetch(async ({ path }, raw) => ({
    codeMsg: 'ok',
    data: null,
    ...((await answer(path, raw)) ?? unmocked(path)),
  })).fetchMock;
}

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
