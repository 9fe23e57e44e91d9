import type { Envelope } from '@app/contract/envelope';

type PrefetchMap = Record<string, Promise<Envelope> | undefined>;

/**
 * Takes, once, an answer the page started before the app loaded (apps/web/build/home-preload-plugin.ts).
 * Only calls without a body are prefetched, so the answer is the one the caller would get.
 */
export function takePrefetched(url: string, body: string): Promise<Envelope> | undefined {
  const map = (window as unknown as { __prefetch?: PrefetchMap }).__prefetch;
  const p = map?.[url];
  if (!p || body !== '') return undefined;
  map[url] = undefined;
  return p;
}
