import { LOGIN_STATUS_COOKIE } from '@app/contract/constants';
import { currentLang } from '../../i18n';
import { readCookie } from '../cookies';

/** Set by the router so redirects stay inside the single-page app. */
let navigate: (to: string) => void = (to) => window.location.assign(to);
export function setNavigator(fn: (to: string) => void) {
  navigate = fn;
}

/**
 * English mode may use an external login page with a return URL (§5); by default it is our own
 * login page in English. VITE_EN_LOGIN_URL sets the external one (docs/decisions).
 */
const EXTERNAL_EN_LOGIN = import.meta.env.VITE_EN_LOGIN_URL as string | undefined;

/** The login URL that brings the user back to `target`, keeping the invite parameter (§5). */
export function loginUrl(target = window.location.pathname + window.location.search): string {
  const invite = new URLSearchParams(window.location.search).get('invite');
  if (currentLang() === 'en' && EXTERNAL_EN_LOGIN) {
    const u = new URL(EXTERNAL_EN_LOGIN);
    u.searchParams.set('returnUrl', window.location.origin + target);
    return u.toString();
  }
  const q = new URLSearchParams({ redirect: target });
  if (invite) q.set('invite', invite);
  return `/login?${q}`;
}

export function goToLogin(target?: string) {
  const url = loginUrl(target);
  if (url.startsWith('http')) window.location.assign(url);
  else if (!window.location.pathname.startsWith('/login')) navigate(url);
}

export const isLoggedInByCookie = () => readCookie(LOGIN_STATUS_COOKIE) === '1';
