import { type ReactNode, use } from 'react';
import { onServer } from './environment';
import { useHydrated } from './use-hydrated';

/*
 * A server-rendered block below the fold is readable and its links work as plain links, but
 * hydrating it costs the phone's main thread at the moment the page is loading (most of the home
 * page's script time, Lighthouse TBT). While the page hydrates, such a block suspends inside its
 * own Suspense boundary: React keeps the server's HTML as it is and hydrates the block once it comes
 * near the viewport, or at the first tap, key or focus anywhere (so a tapped link inside it is
 * already a router link: React hydrates a boundary at once when an event targets it and nothing
 * holds it back any more). Later client renders (navigation back to the page) never wait.
 */

interface Wait {
  promise: Promise<void>;
  release: () => void;
}

const waits = new Map<string, Wait>();
let allReleased = false;
const INTERACTIONS = ['pointerdown', 'keydown', 'focusin'] as const;

function releaseAll() {
  allReleased = true;
  for (const w of waits.values()) w.release();
  for (const type of INTERACTIONS) document.removeEventListener(type, releaseAll, true);
}

/** The wait for the block `key` (found by `find` in the server's HTML), or null when it need not wait. */
function waitFor(key: string, find: () => Element | null): Promise<void> | null {
  if (allReleased) return null;
  const known = waits.get(key);
  if (known) return known.promise;
  const el = find();
  if (!el || typeof IntersectionObserver !== 'function') return null;
  if (!waits.size) for (const type of INTERACTIONS) document.addEventListener(type, releaseAll, true);
  let release: () => void = () => undefined;
  const promise = new Promise<void>((resolve) => {
    let done = false;
    const io = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && release(), {
      rootMargin: '300px 0px',
    });
    release = () => {
      if (done) return;
      done = true;
      io.disconnect();
      // React reads a thenable's status: marked here, a synchronous hydration attempt (an event
      // on the block) proceeds without waiting for the microtask that resolves the promise.
      Object.assign(promise, { status: 'fulfilled', value: undefined });
      resolve();
    };
    io.observe(el);
  });
  waits.set(key, { promise, release });
  return promise;
}

/**
 * Wrap a below-the-fold block's content, inside its own Suspense boundary: `find` returns the
 * block's element in the server's HTML (the element observed for visibility).
 */
export function HydrateWhenSeen({
  id,
  find,
  children,
}: {
  id: string;
  find: () => Element | null;
  children: ReactNode;
}) {
  const hydrated = useHydrated();
  if (!hydrated && !onServer) {
    const wait = waitFor(id, find);
    if (wait) use(wait);
  }
  return children;
}
