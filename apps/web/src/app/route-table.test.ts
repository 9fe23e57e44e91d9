import { redirects, routes } from '@app/contract/routes';
import { describe, expect, it } from 'vitest';
import { findRoute, routePaths } from './route-match';
import { screenIndex } from './screens';

/** A concrete URL for a pattern: every `:param` filled with 1, the splat dropped. */
const sample = (pattern: string) => pattern.replace(/:(\w+)\??/g, '1').replace(/\/\*$/, '/x');

describe('route table', () => {
  it('has unique route ids and unique paths', () => {
    const ids = routes.map((r) => r.id);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
    const paths = routes.flatMap(routePaths).map((p) => p.toLowerCase());
    expect(paths.filter((p, i) => paths.indexOf(p) !== i)).toEqual([]);
  });

  it('sends every redirect to a route that exists, and no redirect shadows a route', () => {
    for (const r of redirects) {
      expect(findRoute(sample(r.to)), `${r.from} → ${r.to}`).not.toBeNull();
      expect(findRoute(sample(r.from)), `${r.from} is also a route`).toBeNull();
    }
  });

  it('resolves every path and alias to its own route', () => {
    for (const def of routes) for (const p of routePaths(def)) expect(findRoute(sample(p))?.id, p).toBe(def.id);
  });

  it('has a screen file for every route that is not pending, and no stray screen files', () => {
    const missing = routes.filter((r) => !r.pending && !screenIndex.byId.has(r.id)).map((r) => r.id);
    const ids = new Set(routes.map((r) => r.id));
    const stray = [...screenIndex.byId.values()].filter((f) => !ids.has(f.id)).map((f) => f.file);
    expect(missing, 'non-pending routes without features/*/screens/<kebab-id>.tsx').toEqual([]);
    expect(stray, 'screen files whose name is no route id').toEqual([]);
    expect(screenIndex.clashes, 'two screen files for one route id').toEqual([]);
  });

  it('reports how much is still pending', () => {
    const pending = routes.filter((r) => r.pending).length;
    const built = routes.filter((r) => !r.pending && screenIndex.byId.has(r.id)).length;
    console.log(`pending routes: ${pending} of ${routes.length} (screens built: ${built})`);
    expect(pending + built).toBeLessThanOrEqual(routes.length);
  });
});
