import type { TAuthInfo } from '@app/contract/calls/passport';
import type { Config } from '../../config';
import type { users } from './schema';

type User = typeof users.$inferSelect;

/** The stock avatar shown when a user set none (§3). */
export const DEFAULT_AVATAR = '/media/gen/avatar/0.svg';

/** Relative image paths get the image host prefix (§3); absolute URLs pass unchanged. */
export function imageUrl(config: Config, p: string | null | undefined, fallback = DEFAULT_AVATAR): string {
  const v = p || fallback;
  if (/^https?:\/\//.test(v)) return v;
  return config.imageHost ? config.imageHost.replace(/\/$/, '') + v : v;
}

export function toAuthInfo(config: Config, u: User, withCertificates = false): TAuthInfo {
  return {
    userId: u.id,
    loginStatus: 1,
    nickname: u.nickname,
    avatar: imageUrl(config, u.avatar),
    role: u.role,
    lang: u.lang,
    anency: u.anency,
    reader: u.reader,
    applying: u.applying,
    authentication: u.authentication,
    ...(withCertificates ? { certificates: u.certificates } : {}),
  };
}

export function maskPhone(p: string | null): string | null {
  if (!p) return null;
  return p.length > 7 ? `${p.slice(0, 3)}****${p.slice(-4)}` : `${p.slice(0, 1)}***`;
}

export function maskEmail(e: string | null): string | null {
  if (!e) return null;
  const [name, domain] = e.split('@');
  return `${(name ?? '').slice(0, 2)}***@${domain ?? ''}`;
}
