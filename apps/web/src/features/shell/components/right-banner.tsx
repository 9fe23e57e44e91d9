import type { TPic } from '@app/contract/calls/cms';
import { RIGHT_BANNER_COOKIE, RIGHT_BANNER_SLOT } from '@app/contract/constants';
import { picsBatch } from '@app/contract/meta/cms';
import type { RouteDef } from '@app/contract/routes';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { callApi } from '../../../shared/api/client';
import { readCookie, writeCookie } from '../../../shared/cookies';
import { IconClose } from '../../../shared/ui/icons';

/** §2: the banner never shows on these pages, nor on login-required ones. */
const HIDDEN_PATHS = ['/login', '/personal', '/papercheck/upload'];

export function bannerAllowed(route: RouteDef | null, pathname: string): boolean {
  if (!route || route.needLogin || route.noRightBanner) return false;
  const path = pathname.replace(/\/+$/, '').toLowerCase() || '/';
  return !HIDDEN_PATHS.includes(path);
}

// One request per language and page load; a failure is forgotten so a later page may try again.
const cache = new Map<string, Promise<TPic | null>>();
export const resetBannerCache = () => cache.clear();

function firstPic(lang: string): Promise<TPic | null> {
  let p = cache.get(lang);
  if (!p) {
    p = callApi(picsBatch, { slots: RIGHT_BANNER_SLOT }, { silent: true }).then(
      (slots) => slots[RIGHT_BANNER_SLOT]?.[0] ?? null,
      () => {
        cache.delete(lang);
        return null;
      },
    );
    cache.set(lang, p);
  }
  return p;
}

/** Only site-relative paths and http(s) addresses become links (no `javascript:` from the CMS). */
const linkKind = (link: string) =>
  link.startsWith('/') && !link.startsWith('//') ? 'internal' : /^https?:\/\//i.test(link) ? 'external' : null;

/**
 * §2/§9: the first picture of slot show_rightM, fixed at the right edge with a close ×. Closing sets
 * the session cookie rightPop=1, so it stays closed after a reload until the browser is closed.
 */
export function RightBanner() {
  const { t, i18n } = useTranslation('shell');
  const [closed, setClosed] = useState(() => readCookie(RIGHT_BANNER_COOKIE) === '1');
  const [pic, setPic] = useState<TPic | null>(null);

  useEffect(() => {
    if (closed) return;
    let live = true;
    firstPic(i18n.language).then((p) => live && setPic(p));
    return () => {
      live = false;
    };
  }, [closed, i18n.language]);

  if (closed || !pic) return null;
  const img = <img src={pic.image} alt={pic.title} width={76} height={76} className="sh-banner-img" />;
  const kind = linkKind(pic.link);
  return (
    <aside className="sh-banner" data-testid="right-banner">
      {kind === 'internal' ? <Link to={pic.link}>{img}</Link> : null}
      {kind === 'external' ? (
        <a href={pic.link} target="_blank" rel="noopener noreferrer">
          {img}
        </a>
      ) : null}
      {kind === null ? img : null}
      <button
        type="button"
        className="sh-banner-close"
        aria-label={t('banner.close')}
        onClick={() => {
          writeCookie(RIGHT_BANNER_COOKIE, '1');
          setClosed(true);
        }}
      >
        <IconClose size={12} />
      </button>
    </aside>
  );
}
