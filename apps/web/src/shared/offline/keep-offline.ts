/**
 * Keeps the current page usable without network after a full reload (the e-ticket at the venue
 * door): registers public/sw.js with this page's path as its scope and asks it to keep the page and
 * every built file the page was drawn with. Other pages never run through the worker.
 * docs/decisions/018-offline-e-ticket.md.
 */
const CACHE = 'eticket-v1';

/** The scope of the worker for a path: the e-ticket paths only. */
export function offlineScope(pathname: string): string | null {
  if (pathname.startsWith('/personal/meetSchedule/detail/')) return '/personal/meetSchedule/detail/';
  if (pathname === '/meetScheduleDetail') return '/meetScheduleDetail';
  return null;
}

/** Same-origin built files this page loaded (scripts, styles, texts, lazy chunks). */
export function builtFiles(entries: { name: string }[], origin: string): string[] {
  const out = new Set<string>();
  for (const e of entries) {
    try {
      const u = new URL(e.name);
      if (u.origin === origin && u.pathname.startsWith('/assets/')) out.add(u.href);
    } catch {
      // Not a URL: nothing to keep.
    }
  }
  return [...out];
}

export async function keepPageOffline(): Promise<boolean> {
  if (!('serviceWorker' in navigator) || !window.isSecureContext) return false;
  const scope = offlineScope(window.location.pathname);
  if (!scope) return false;
  try {
    const reg = await navigator.serviceWorker.register('/sw.js', { scope });
    const worker = reg.active ?? reg.waiting ?? reg.installing;
    if (!worker) return false;
    if (worker.state !== 'activated') {
      await new Promise<void>((resolve) => {
        const done = () => worker.state === 'activated' && resolve();
        worker.addEventListener('statechange', done);
        done();
      });
    }
    const urls = [
      window.location.href,
      ...builtFiles(performance.getEntriesByType('resource'), window.location.origin),
    ];
    worker.postMessage({ type: 'keep', urls });
    return true;
  } catch {
    // No worker (private mode, old browser): the ticket still shows from storage while the page is open.
    return false;
  }
}

/** Signing out forgets the kept pages: they hold the signed-in person's ticket. */
export async function forgetOfflinePages() {
  try {
    if ('caches' in window) await caches.delete(CACHE);
  } catch {
    // Nothing kept.
  }
}
