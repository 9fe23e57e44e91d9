import { redirects, routes } from '@app/contract/routes';
import { Route, Routes } from 'react-router';
import { RedirectRoute } from './redirect-route';
import { RequireLogin } from './route-guard';
import { routePaths } from './route-match';
import { ScreenSlot } from './screen-slot';

/**
 * Every path and alias of the route table renders its screen, every redirect lands on its target,
 * anything else is the 404 screen (spec §2). Built once: the table is static.
 */
const table = (
  <Routes>
    {routes.flatMap((def) =>
      routePaths(def).map((path) => (
        <Route
          key={path}
          path={path}
          element={
            def.needLogin ? (
              <RequireLogin>
                <ScreenSlot def={def} />
              </RequireLogin>
            ) : (
              <ScreenSlot def={def} />
            )
          }
        />
      )),
    )}
    {redirects.map((def) => (
      <Route key={def.from} path={def.from} element={<RedirectRoute def={def} />} />
    ))}
    <Route path="*" element={<ScreenSlot def={null} />} />
  </Routes>
);

export function AppRoutes() {
  return table;
}
