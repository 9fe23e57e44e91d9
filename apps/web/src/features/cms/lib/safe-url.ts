import { currentOrigin } from '../../../ssr/environment';

/**
 * URLs that come from data or the query string (banner links, preview targets) are only followed
 * when they are a same-origin path or an http(s) address: `javascript:`, `data:`, `//host` and
 * the like are refused, whatever their spelling (the URL parser strips the tricks for us).
 */
export type SafeUrl = { kind: 'internal'; path: string } | { kind: 'external'; href: string };

export function safeUrl(raw: string | null | undefined, origin = currentOrigin()): SafeUrl | null {
  const value = (raw ?? '').trim();
  if (!value) return null;
  let url: URL;
  try {
    url = new URL(value, origin);
  } catch {
    return null;
  }
  // '//evil.example' and '/\evil.example' start with '/' but leave the site.
  if (value.startsWith('/') && !/^\/[/\\]/.test(value)) {
    if (url.origin !== origin) return null;
    return { kind: 'internal', path: url.pathname + url.search + url.hash };
  }
  if (/^https?:\/\//i.test(value) && (url.protocol === 'http:' || url.protocol === 'https:')) {
    return { kind: 'external', href: url.href };
  }
  return null;
}

export type PreviewKind = 'image' | 'pdf' | 'other';

const IMAGE_EXT = new Set(['jpg', 'jpeg', 'png', 'gif', 'webp', 'svg', 'bmp', 'avif']);

function extension(name: string): string {
  const m = /\.([a-z0-9]{1,8})$/i.exec(name);
  return m ? (m[1] as string).toLowerCase() : '';
}

/** What a preview should show: by the path's extension, else by the file name given beside it. */
export function previewKind(url: SafeUrl, name?: string | null): PreviewKind {
  const path = url.kind === 'internal' ? url.path : new URL(url.href).pathname;
  const ext = extension(path.split(/[?#]/)[0] as string) || extension(name ?? '');
  if (IMAGE_EXT.has(ext)) return 'image';
  if (ext === 'pdf') return 'pdf';
  return 'other';
}

export const urlOf = (u: SafeUrl) => (u.kind === 'internal' ? u.path : u.href);

/** The last path segment, decoded, for a download name when none was given. */
export function fileNameOf(u: SafeUrl): string {
  const path = u.kind === 'internal' ? u.path.split(/[?#]/)[0] : new URL(u.href).pathname;
  const last = (path ?? '').split('/').filter(Boolean).pop() ?? '';
  try {
    return decodeURIComponent(last);
  } catch {
    return last;
  }
}
