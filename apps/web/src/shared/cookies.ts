import { cookieHeader } from '../ssr/environment';

export function readCookie(name: string): string | undefined {
  const m = cookieHeader().match(new RegExp(`(?:^|; )${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}=([^;]*)`));
  return m ? decodeURIComponent(m[1]!) : undefined;
}

export function writeCookie(name: string, value: string, maxAgeSeconds?: number) {
  const age = maxAgeSeconds === undefined ? '' : `; max-age=${maxAgeSeconds}`;
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Safari and Firefox
  document.cookie = `${name}=${encodeURIComponent(value)}; path=/; SameSite=Lax${age}`;
}
