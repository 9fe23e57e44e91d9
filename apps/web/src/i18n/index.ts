import { LANG_COOKIE, LANG_COOKIE_MAX_AGE_S } from '@app/contract/constants';
import type { Lang } from '@app/contract/messages';
import i18next, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { readCookie, writeCookie } from '../shared/cookies';
import { currentSearch, onServer } from '../ssr/environment';

/**
 * Chinese is the default; `?lang=en|zh` sets the language and the one-day `lang` cookie (§1).
 * Namespaces (one per domain, `{zh,en}/<ns>.json`) are loaded on demand so a screen only
 * downloads its own texts.
 */
const files = import.meta.glob<{ default: Record<string, unknown> }>('./*/*.json');

const lazyBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(lng, ns, cb) {
    const load = files[`./${lng}/${ns}.json`];
    if (!load) return cb(null, {});
    load().then(
      (m) => cb(null, m.default),
      (err) => cb(err, null),
    );
  },
};

export function initialLang(): Lang {
  const q = new URLSearchParams(currentSearch()).get('lang');
  if (q === 'en' || q === 'zh') {
    if (!onServer) writeCookie(LANG_COOKIE, q, LANG_COOKIE_MAX_AGE_S);
    return q;
  }
  return readCookie(LANG_COOKIE) === 'en' ? 'en' : 'zh';
}

export const i18nReady = i18next
  .use(lazyBackend)
  .use(initReactI18next)
  .init({
    lng: initialLang(),
    fallbackLng: false,
    supportedLngs: ['zh', 'en'],
    ns: ['common', 'titles'],
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    react: { useSuspense: true },
  });

export const currentLang = (): Lang => (i18next.language === 'en' ? 'en' : 'zh');

export async function setLang(lang: Lang) {
  writeCookie(LANG_COOKIE, lang, LANG_COOKIE_MAX_AGE_S);
  document.documentElement.lang = lang === 'zh' ? 'zh-CN' : 'en';
  await i18next.changeLanguage(lang);
}

export const t = i18next.t.bind(i18next);
