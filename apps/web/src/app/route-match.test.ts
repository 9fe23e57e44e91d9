import { redirects, routes } from '@app/contract/routes';
import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { matchTable, routeObjects } from './route-match';

// The bucketed lookup must pick what ranking the whole table picks, for every kind of path.
function whole(pathname: string) {
  const m = matchRoutes(routeObjects, pathname);
  const last = m?.[m.length - 1];
  return last ? { pattern: last.route.path, params: last.params } : null;
}

const fill = (p: string) => p.replace(/:(\w+)\??/g, '12').replace('*', 'x/y');
const samples = [
  ...routes.flatMap((r) => [r.path, ...(r.aliases ?? [])]).map(fill),
  ...redirects.map((r) => fill(r.from)),
  '/',
  '/LOGIN',
  '/l%6Fgin',
  '/%E4%BC%9A%E8%AE%AE',
  '/%zz',
  '//login',
  '/login/',
  '/no/such/page',
  '/meeting/12/extra/segments',
];

describe('matchTable', () => {
  it.each(samples)('%s matches as over the whole table', (p) => {
    const got = matchTable(p);
    const want = whole(p);
    expect(got ? { pattern: got.pattern, params: got.params } : null).toEqual(want);
  });
});
