import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { BrowserRouter, useLocation } from 'react-router';
import { ShellLayout } from '../features/shell/components/shell-layout';
import { PageLoading } from '../shared/ui/page-loading';
import { AppRoutes } from './app-routes';
import { findRoute } from './route-match';
import { RouteEffects } from './route-effects';

function Shell() {
  const { pathname } = useLocation();
  const { i18n } = useTranslation();
  const route = findRoute(pathname);
  return (
    <>
      <RouteEffects route={route} />
      <ShellLayout route={route}>
        {/* Keyed by language: switching remounts the screen so its server data reloads in that language. */}
        <AppRoutes key={i18n.language} />
      </ShellLayout>
    </>
  );
}

/** The app inside whichever router the caller provides (BrowserRouter here, StaticRouter on the server). */
export function AppBody() {
  return (
    <Suspense fallback={<PageLoading />}>
      <Shell />
    </Suspense>
  );
}

export function App() {
  return (
    <BrowserRouter>
      <AppBody />
    </BrowserRouter>
  );
}
