import type { RouteDef } from '@app/contract/routes';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { setNavigator } from '../shared/api/login-redirect';
import { dropSeeds } from '../ssr/seed';
import { checkAuthOnFirstNavigation } from './auth-boot';

/** `会议详情 - 学术服务平台` (§2: route title followed by the platform suffix). */
export function pageTitle(t: (key: string) => string, route: RouteDef | null): string {
  return `${t(`titles:${route ? route.titleKey : 'notFound'}`)} - ${t('common:platform')}`;
}

/** Side effects of moving between pages: title, scroll reset, the auth check, SPA login redirects. */
export function RouteEffects({ route }: { route: RouteDef | null }) {
  const { t, i18n } = useTranslation(['titles', 'common']);
  const navigate = useNavigate();
  const { pathname, key } = useLocation();

  // The API client's 1001 redirect goes through the router instead of reloading the page.
  useEffect(() => setNavigator((to) => navigate(to)), [navigate]);

  useEffect(() => {
    checkAuthOnFirstNavigation();
  }, []);

  // The server's data was for the page as first loaded (src/ssr/seed.ts); any navigation retires it.
  useEffect(() => {
    if (key !== 'default') dropSeeds();
  }, [key]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new path is the trigger (§2 scroll resets)
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the language is a trigger too
  useEffect(() => {
    document.title = pageTitle(t, route);
  }, [route, t, i18n.language]);

  return null;
}
