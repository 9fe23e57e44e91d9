import { type RouteDef, type RedirectDef, redirects, routes } from '@app/contract/routes';
import { matchRoutes, type RouteObject } from 'react-router';

/** Every path a route answers to: its own and its aliases (§2). */
export const routePaths = (def: RouteDef) => [def.path, ...(def.aliases ?? [])];

type Handle = { route: RouteDef } | { redirect: RedirectDef };

// The same paths <Routes> renders, so the shell's idea of "current route" ranks matches the same way.
const objects: RouteObject[] = [
  ...routes.flatMap((def) => routePaths(def).map((path) => ({ path, handle: { route: def } satisfies Handle }))),
  ...redirects.map((def) => ({ path: def.from, handle: { redirect: def } satisfies Handle })),
];

/** The route-table entry a pathname renders, or null for a redirect source or an unknown path. */
export function findRoute(pathname: string): RouteDef | null {
  const m = matchRoutes(objects, pathname);
  const handle = m?.[m.length - 1]?.route.handle as Handle | undefined;
  return handle && 'route' in handle ? handle.route : null;
}
