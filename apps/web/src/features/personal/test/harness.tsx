import type { ReactElement } from 'react';
import { stubFetch, unmocked } from '../../../shared/test/fetch-mock';
import { renderRoute } from '../../../shared/test/render';

type Reply = { code: number; codeMsg?: string; data?: unknown };

/** fetch answering envelopes per call path; unknown paths answer 3004. Returns the called paths. */
export function mockApi(table: Record<string, Reply>) {
  const paths: string[] = [];
  stubFetch(({ path }) => {
    paths.push(path);
    return { codeMsg: 'x', data: null, ...(table[path] ?? unmocked(path)) };
  });
  return paths;
}

/** Renders the screen at `url` inside a router, Suspense and the real i18n (shared/test/render.tsx). */
export const renderAt = (url: string, screen: ReactElement) => renderRoute(screen, { path: url });
