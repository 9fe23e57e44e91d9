import { type RouteDef, type RedirectDef, redirects, routes } from '@app/contract/routes';
import { matchRoutes, type RouteObject } from 'react-router';

/** Every path a route answers to: its own and its aliases (§2). */
export const routePaths = (def: RouteDef) => [def.path, ...(def.aliases ?? [])];

type Handle = { route: RouteDef } | { redirect: RedirectDef };

// The same paths <Routes> renders, so the shell's idea of "current route" ranks matches the same way.
export const routeObjects: RouteObject[] = [
  ...routes.flatMap((def) => routePaths(def).map((path) => ({ path, handle: { route: def } satisfies Handle }))),
  ...redirects.map((def) => ({ path: def.from, handle: { redirect: def } satisfies Handle })),
];

function firstSegment(path: string) {
  const raw = path.split('/').find(Boolean) ?? '';
  try {
    return decodeURIComponent(raw).toLowerCase();
  } catch {
    return raw.toLowerCase();
  }
}
const isStatic = (segment: string) => !/[:*?]/.test(segment);

// Ranking all ~250 patterns costs ~35 ms of script on a throttled phone at the first page's start
// (Lighthouse TBT). A pattern whose first segment is fixed can only match paths that start with it
// (matching ignores case, hence the lower case), so each path is ranked only against its bucket and
// the patterns that start with a parameter; the winner is the same as over the whole table.
const byFirst = new Map<string, RouteObject[]>();
const anyFirst: RouteObject[] = [];
for (const o of routeObjects) {
  const first = firstSegment(o.path!);
  if (!isStatic(first)) anyFirst.push(o);
  else if (byFirst.has(first)) byFirst.get(first)!.push(o);
  else byFirst.set(first, [o]);
}
const candidates = (pathname: string) => [...(byFirst.get(firstSegment(pathname)) ?? []), ...anyFirst];

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
  const m = matchRoutes(candidates(pathname), pathname);
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
