// The e-ticket's service worker (docs/decisions/018-offline-e-ticket.md). It is registered only with
// the e-ticket pages as its scope, so no other page runs through it. Pages: from the network, a copy
// kept for when the network is gone. Built files (/assets/, names hashed, never changed): from the
// copy first. The page asks it to keep the files it was drawn with ("keep" message), because on the
// first visit they were loaded before this worker existed.
const CACHE = 'eticket-v1';

self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

async function keep(urls) {
  const cache = await caches.open(CACHE);
  await Promise.all(
    urls.map(async (url) => {
      try {
        const res = await fetch(url, { credentials: 'same-origin' });
        if (res.ok) await cache.put(url, res);
      } catch {
        // Offline or gone: what was kept before stays.
      }
    }),
  );
}

self.addEventListener('message', (event) => {
  const data = event.data;
  if (data && data.type === 'keep' && Array.isArray(data.urls)) {
    const own = data.urls.filter(
      (u) => typeof u === 'string' && new URL(u, self.location.origin).origin === self.location.origin,
    );
    event.waitUntil(keep(own).then(() => event.source?.postMessage({ type: 'kept' })));
  }
  if (data && data.type === 'forget') event.waitUntil(caches.delete(CACHE));
});

self.addEventListener('fetch', (event) => {
  const req = event.request;
  if (req.method !== 'GET') return;
  const url = new URL(req.url);
  if (url.origin !== self.location.origin) return;
  if (req.mode === 'navigate') {
    event.respondWith(
      fetch(req)
        .then((res) => {
          if (res.ok) {
            const copy = res.clone();
            event.waitUntil(caches.open(CACHE).then((c) => c.put(req.url, copy)));
          }
          return res;
        })
        .catch(async () => (await caches.match(req.url)) || Response.error()),
    );
    return;
  }
  if (url.pathname.startsWith('/assets/')) {
    event.respondWith(
      caches.match(req.url).then(
        (hit) =>
          hit ||
          fetch(req).then((res) => {
            if (res.ok) {
              const copy = res.clone();
              event.waitUntil(caches.open(CACHE).then((c) => c.put(req.url, copy)));
            }
            return res;
          }),
      ),
    );
  }
});
