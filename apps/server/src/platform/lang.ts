import { LANG_COOKIE } from '@app/contract/constants';
import type { Lang } from '@app/contract/messages';
import type { FastifyRequest } from 'fastify';
import { readCookie } from './cookies';

/** The user's language: `?lang=`, then the lang cookie, then Chinese (the default). */
export function requestLang(req: FastifyRequest): Lang {
  const q = (req.query as Record<string, unknown> | undefined)?.lang;
  if (q === 'en' || q === 'zh') return q;
  const c = readCookie(req, LANG_COOKIE);
  return c === 'en' ? 'en' : 'zh';
}
