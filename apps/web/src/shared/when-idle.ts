/** Runs `fn` once the page is idle (after 200 ms where the browser has no idle callback). */
export function whenIdle(fn: () => void) {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(fn);
  else setTimeout(fn, 200);
}
