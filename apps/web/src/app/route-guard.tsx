import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { toast } from '../shared/api/client';
import { loginUrl } from '../shared/api/login-redirect';
import { hasLoginCookie, refreshAuth, useAuth } from '../shared/auth/auth-store';
import { PageLoading } from '../shared/ui/page-loading';

/**
 * §5 route guard for `needLogin` routes. Without a login cookie: toast "currently not logged in"
 * and go to login, remembering the target and the invite parameter (loginUrl). With a cookie the
 * screen renders only once the server confirmed the session; a stale cookie leads to login too.
 */
export function RequireLogin({ children }: { children: ReactNode }) {
  const { t } = useTranslation('common');
  const auth = useAuth();
  const location = useLocation();
  const navigate = useNavigate();
  const cookie = hasLoginCookie();
  // The visit (location key) whose auth check has answered: until then a cookie gets the benefit of the doubt.
  const [checked, setChecked] = useState<string | null>(null);
  const needsCheck = cookie && auth.status !== 'in' && checked !== location.key;
  const denied = !cookie || (auth.status !== 'in' && checked === location.key);
  // StrictMode runs effects twice: remember which visit was already sent away, so it toasts once.
  const sentAway = useRef<string | null>(null);

  useEffect(() => {
    if (!needsCheck) return;
    let live = true;
    const key = location.key;
    // Shares the start-up check when it is still running (refreshAuth keeps one request in flight).
    refreshAuth().then(() => live && setChecked(key));
    return () => {
      live = false;
    };
  }, [needsCheck, location.key]);

  useEffect(() => {
    if (!denied || sentAway.current === location.key) return;
    sentAway.current = location.key;
    toast(t('notLoggedIn'));
    const url = loginUrl(location.pathname + location.search);
    // English mode may use an external login page (VITE_EN_LOGIN_URL): that needs a real page load.
    if (/^https?:/.test(url)) window.location.assign(url);
    else navigate(url, { replace: true });
  }, [denied, location.key, location.pathname, location.search, navigate, t]);

  if (denied || auth.status !== 'in') return <PageLoading />;
  return children;
}
