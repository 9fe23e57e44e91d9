import type { RouteDef } from '@app/contract/routes';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { BackToTop } from './back-to-top';
import { MainFooter } from './main-footer';
import { bannerAllowed, RightBanner } from './right-banner';
import { ThinkTankFooter } from './think-tank-footer';
import { TopNav } from './top-nav';
import '../shell.css';

/**
 * The chrome around every screen (§2 Shell): top navigation, the tab bar of the route's area on
 * `footer` routes, back-to-top and the right banner. The staff console brings its own chrome.
 */
export function ShellLayout({ route, children }: { route: RouteDef | null; children: ReactNode }) {
  const { pathname } = useLocation();
  if (route?.area === 'staff') return <>{children}</>;
  const footer = route?.footer ? (route.area === 'peerReview' ? 'peerReview' : 'main') : null;
  return (
    <div className={footer ? 'app-column has-footer' : 'app-column'}>
      <TopNav showBack={!route?.footer} />
      <main className="app-main">{children}</main>
      {footer === 'main' ? <MainFooter routeId={route!.id} /> : null}
      {footer === 'peerReview' ? <ThinkTankFooter routeId={route!.id} /> : null}
      <BackToTop raised={footer !== null} />
      {bannerAllowed(route, pathname) ? <RightBanner /> : null}
    </div>
  );
}
