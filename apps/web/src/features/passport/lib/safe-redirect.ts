/** Pages a finished sign-in must not return to (they would show the form again). */
const AUTH_PAGES = ['/login', '/register', '/forget'];

/**
 * A `redirect` query value we may follow: a path on this site. `//host`, `/\host` (browsers read
 * the backslash as a slash) and absolute URLs are refused, so the login page is no open redirect.
 */
export function safeRedirect(raw: string | null | undefined): string | null {
  if (!raw?.startsWith('/') || raw.startsWith('//') || raw.includes('\\')) return null;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what we refuse
  if (/[\u0000-\u001f\u007f]/.test(raw)) return null;
  const path = raw.split(/[?#]/)[0]!;
  if (AUTH_PAGES.some((p) => path === p || path.startsWith(`${p}/`))) return null;
  return raw;
}

/** Adds `invite` to a site path unless it already carries one (§5: the invite is kept). */
export function withInvite(path: string, invite: string | null): string {
  if (!invite) return path;
  const url = new URL(path, 'http://site.invalid');
  if (!url.searchParams.has('invite')) url.searchParams.set('invite', invite);
  return url.pathname + url.search + url.hash;
}

/** Where to go after a successful sign-in: the safe `redirect`, else the personal page. */
export function afterLoginTarget(search: URLSearchParams): string {
  return withInvite(safeRedirect(search.get('redirect')) ?? '/personal', search.get('invite'));
}

/** Query that keeps `redirect` and `invite` on links between login, register and forget. */
export function keepAuthQuery(search: URLSearchParams): string {
  const q = new URLSearchParams();
  for (const k of ['redirect', 'invite']) {
    const v = search.get(k);
    if (v) q.set(k, v);
  }
  const s = q.toString();
  return s ? `?${s}` : '';
}
