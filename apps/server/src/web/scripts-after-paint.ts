/*
 * Moves the page's module scripts and their preloads behind the first paint: an inline script adds
 * them once a frame has been drawn (or at once in a hidden tab, which draws nothing). On a slow
 * connection ~140 kB of script downloading beside the page and its banner picture delays the paint
 * the page already has everything for (Lighthouse FCP/LCP, decision 011).
 */

/** The page without its module entry and modulepreload links, and what they named. */
export function takeScripts(html: string): { html: string; entry: string; preloads: string[] } {
  const preloads: string[] = [];
  let entry = '';
  const rest = html
    .replace(/<link rel="modulepreload" crossorigin href="([^"]+)">/g, (_m, href: string) => {
      preloads.push(href);
      return '';
    })
    .replace(/<script type="module" crossorigin src="([^"]+)"><\/script>/, (_m, src: string) => {
      entry = src;
      return '';
    });
  return entry ? { html: rest, entry, preloads } : { html, entry, preloads: [] };
}

/** Ends the page's body with the boot script that loads `entry` and `preloads` after the first paint. */
export function withBootScript(html: string, entry: string, preloads: string[]): string {
  return html.replace(
    '</body>',
    () => `<script>(${BOOT})(${JSON.stringify(entry)},${JSON.stringify(preloads)})</script></body>`,
  );
}

/**
 * Runs in the page, as its source text. Until the app takes over, the drawn page is inert: typed
 * text would be reset by hydration and a tap on a button would do nothing, so neither is taken
 * (reading and scrolling work). main.tsx lifts it when it starts hydrating; a failed script or 15 s
 * lift it too, leaving a readable page with working links. While the screen is still hydrating, a
 * form's native submit (a full reload that loses what was typed) is held back; the screen marks
 * itself ready (`data-ready`, app/screen-slot.tsx) when its own handlers are in place.
 */
function boot(entry: string, preloads: string[]) {
  const d = document;
  const root = d.getElementById('root');
  if (root) root.inert = true;
  const release = () => root?.removeAttribute('inert');
  d.addEventListener(
    'submit',
    (e) => {
      if (!d.documentElement.dataset.ready) e.preventDefault();
    },
    true,
  );
  let done = false;
  const go = () => {
    if (done) return;
    done = true;
    const s = d.createElement('script');
    s.type = 'module';
    s.crossOrigin = '';
    s.src = entry;
    s.onerror = release;
    d.head.appendChild(s);
    setTimeout(release, 15_000);
    // Inserting a modulepreload link costs the main thread ~0.3 ms and at times 10–20 ms; the 35–50
    // of a page in one go made a task of 60–130 ms on this machine (Lighthouse TBT). A few per task.
    let i = 0;
    const some = () => {
      for (const end = i + 6; i < end && i < preloads.length; i++) {
        const l = d.createElement('link');
        l.rel = 'modulepreload';
        l.crossOrigin = '';
        l.href = preloads[i]!;
        d.head.appendChild(l);
      }
      if (i < preloads.length) setTimeout(some, 0);
    };
    some();
  };
  if (d.visibilityState === 'hidden') go();
  else requestAnimationFrame(() => setTimeout(go, 0));
  d.addEventListener('visibilitychange', go);
}

const BOOT = boot.toString();
