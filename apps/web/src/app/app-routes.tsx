import type { RouteDef } from '@app/contract/routes';
import { Route, Routes, useLocation } from 'react-router';
import { RedirectRoute } from './redirect-route';
import { RequireLogin } from './route-guard';
import { matchTable } from './route-match';
import { ScreenSlot } from './screen-slot';

function screenElement(def: RouteDef) {
  return def.needLogin ? (
    <RequireLogin>
      <ScreenSlot def={def} />
    </RequireLogin>
  ) : (
    <ScreenSlot def={def} />
  );
}

/**
 * Every path and alias of the route table renders its screen, every redirect lands on its target,
 * anything else is the 404 screen (spec §2). The table is matched once per path (matchTable); the
 * router then only sees the winning pattern, so it does not rank the whole table on every render.
 */
export function AppRoutes() {
  const { pathname } = useLocation();
  const m = matchTable(pathname);
  return (
    <Routes>
      {m?.kind === 'route' ? <Route path={m.pattern} element={screenElement(m.def)} /> : null}
      {m?.kind === 'redirect' ? <Route path={m.pattern} element={<RedirectRoute def={m.def} />} /> : null}
      <Route path="*" element={<ScreenSlot def={null} />} />
    </Routes>
  );
}
