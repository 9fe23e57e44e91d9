import type { ComponentType } from 'react';

/** What a screen file exports: the screen as default. */
export interface ScreenModule {
  default: ComponentType;
}
export type ScreenLoader = () => Promise<ScreenModule>;

export interface ScreenFile {
  /** Route id, from the file name: `meeting-list.tsx` → `meetingList`. */
  id: string;
  /** Feature folder the file lives in, e.g. `home`. */
  domain: string;
  file: string;
  load: ScreenLoader;
}

export const kebabToCamel = (name: string) => name.replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase());

/** `../features/home/screens/home-page.tsx` → { domain: 'home', id: 'homePage' }. */
export function parseScreenPath(file: string): { domain: string; id: string } | null {
  const m = file.match(/features\/([^/]+)\/screens\/([^/]+)\.tsx$/);
  if (!m || m[2]!.endsWith('.test')) return null;
  return { domain: m[1]!, id: kebabToCamel(m[2]!) };
}

/**
 * Indexes screen files by route id. Two files with the same name in different features would
 * claim the same route: the first wins and the clash is listed (the route-table test fails on it).
 */
export function indexScreens(files: Record<string, ScreenLoader>) {
  const byId = new Map<string, ScreenFile>();
  const clashes: string[] = [];
  for (const [file, load] of Object.entries(files).sort(([a], [b]) => a.localeCompare(b))) {
    const parsed = parseScreenPath(file);
    if (!parsed) continue;
    if (byId.has(parsed.id)) clashes.push(`${parsed.id}: ${byId.get(parsed.id)!.file} and ${file}`);
    else byId.set(parsed.id, { ...parsed, file, load });
  }
  return { byId, clashes };
}

// Each screen becomes its own chunk: the glob is lazy, so nothing of a screen lands in the entry.
const files = import.meta.glob<ScreenModule>(['../features/*/screens/*.tsx', '!../features/*/screens/*.test.tsx']);

export const screenIndex = indexScreens(files);
export const screenFile = (id: string): ScreenFile | undefined => screenIndex.byId.get(id);
