/**
 * A top-up started from an order whose wallet balance was short remembers that order's payment
 * screen, so the paid top-up leads back to it. Session storage: one tab, gone with it.
 */
const KEY = 'pm-topup-back';

/** Only a page of this site (a path, not `//host`) is remembered. */
export const safePath = (raw: string | null | undefined): string | null =>
  raw?.startsWith('/') && !raw.startsWith('//') && !raw.startsWith('/\\') ? raw : null;

export function rememberTopupReturn(raw: string | null) {
  try {
    const path = safePath(raw);
    if (path) sessionStorage.setItem(KEY, path);
    else sessionStorage.removeItem(KEY);
  } catch {
    // Storage refused (private mode): the wallet link still works.
  }
}

export function topupReturn(): string | null {
  try {
    return safePath(sessionStorage.getItem(KEY));
  } catch {
    return null;
  }
}

export function forgetTopupReturn() {
  try {
    sessionStorage.removeItem(KEY);
  } catch {}
}
