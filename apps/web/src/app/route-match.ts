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

/** What a pathname matches in the table: the pattern that won, its entry and parameters. */
export type TableMatch =
  | { kind: 'route'; pattern: string; def: RouteDef; params: Record<string, string | undefined> }
  | { kind: 'redirect'; pattern: string; def: RedirectDef; params: Record<string, string | undefined> };

// matchRoutes ranks the whole table (~250 patterns, a regex each) on every call; the shell, the
// router and the server renderer all ask about the same few paths, so answers are remembered.
const remembered = new Map<string, TableMatch | null>();
const REMEMBER_MAX = 500;

export function matchTable(pathname: string): TableMatch | null {
  const hit = remembered.get(pathname);
  if (hit !== undefined) return hit;
  const m = matchRoutes(objects, pathname);
  const last = m?.[m.length - 1];
  const handle = last?.route.handle as Handle | undefined;
  let found: TableMatch | null = null;
  if (last && handle) {
    const pattern = last.route.path!;
    found =
      'route' in handle
        ? { kind: 'route', pattern, def: handle.route, params: last.params }
        : { kind: 'redirect', pattern, def: handle.redirect, params: last.params };
  }
  if (remembered.size >= REMEMBER_MAX) remembered.clear();
  remembered.set(pathname, found);
  return found;
}

/** The route-table entry a pathname renders, or null for a redirect source or an unknown path. */
export function findRoute(pathname: string): RouteDef | null {
  const m = matchTable(pathname);
  return m?.kind === 'route' ? m.def : null;
}

/** The redirect (§2 legacy paths) a pathname matches, with its parameters, or null. */
export function findRedirect(
  pathname: string,
): { def: RedirectDef; params: Record<string, string | undefined> } | null {
  const m = matchTable(pathname);
  return m?.kind === 'redirect' ? { def: m.def, params: m.params } : null;
}
