import { CHUNK_LOAD_TIMEOUT_MS } from '@app/contract/constants';
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import type { ScreenLoader } from './screens';

/** A screen's code (or its styles) did not arrive: spec §8 "chunk load error". */
export class ChunkLoadError extends Error {
  override name = 'ChunkLoadError';
  constructor(
    readonly screenId: string,
    readonly reason?: unknown,
  ) {
    super(`screen ${screenId} failed to load`);
  }
}

/** Rejects with ChunkLoadError when `p` fails or takes longer than `ms` (§9: 120 s). */
export function withTimeout<T>(p: Promise<T>, ms: number, screenId: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError(screenId, 'timeout')), ms);
    p.then(
      (v) => {
        clearTimeout(timer);
        resolve(v);
      },
      (err) => {
        clearTimeout(timer);
        reject(err instanceof ChunkLoadError ? err : new ChunkLoadError(screenId, err));
      },
    );
  });
}

// Screens differ in props (the pending screen takes its route): each caller states its own type.
const loads = new Map<string, Promise<unknown>>();
const lazies = new Map<string, unknown>();

function load<M>(id: string, loader: () => Promise<M>): Promise<M> {
  let p = loads.get(id) as Promise<M> | undefined;
  if (!p) {
    p = withTimeout(loader(), CHUNK_LOAD_TIMEOUT_MS, id);
    loads.set(id, p);
  }
  return p;
}

/** Starts fetching a screen's chunk early (main.tsx does it for the first page, beside the texts). */
export function preloadScreen(id: string, loader: ScreenLoader) {
  load(id, loader).catch(() => undefined);
}

/**
 * One React.lazy per screen, kept so navigating back does not suspend again. React.lazy
 * remembers a failure forever, so a retry must forget both the component and its load.
 */
export function lazyScreen<P extends object = object>(
  id: string,
  loader: () => Promise<{ default: ComponentType<P> }>,
): LazyExoticComponent<ComponentType<P>> {
  let c = lazies.get(id) as LazyExoticComponent<ComponentType<P>> | undefined;
  if (!c) {
    c = lazy(() => load(id, loader));
    lazies.set(id, c);
  }
  return c;
}

/** Drops a failed screen so the next render imports it again (the retry button). */
export function forgetScreen(id: string) {
  lazies.delete(id);
  loads.delete(id);
}
