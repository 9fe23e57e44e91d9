import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { IconBack, IconMenu, IconSearch } from '../../../shared/ui/icons';
import { useGoBack } from '../use-go-back';
import { LangToggle } from './lang-toggle';

// The menu brings antd-mobile's Popup (and its animation library): loaded on the first open only.
const CategoryMenu = lazy(() => import('./category-menu'));

/** Top navigation (§2): platform name, search entry, language toggle and the slide-out menu. */
export function TopNav({ showBack }: { showBack: boolean }) {
  const { t } = useTranslation(['shell', 'common']);
  const back = useGoBack();
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuUsed, setMenuUsed] = useState(false);
  const { pathname } = useLocation();

  // Any navigation closes the menu, also the browser's back button while it is open.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the new path is the trigger
  useEffect(() => setMenuOpen(false), [pathname]);

  return (
    <header className="sh-nav">
      {showBack ? (
        <button type="button" className="sh-icon-btn sh-back" aria-label={t('nav.back')} onClick={back}>
          <IconBack />
        </button>
      ) : null}
      <Link to="/" className="sh-brand" aria-label={t('nav.home')}>
        <img className="sh-logo" src="/favicon.svg" alt="" width={28} height={28} />
        <span className="sh-brand-name">{t('common:platform')}</span>
      </Link>
      <div className="sh-nav-actions">
        <Link to="/compSearch" className="sh-icon-btn" aria-label={t('nav.search')}>
          <IconSearch />
        </Link>
        <LangToggle />
        <button
          type="button"
          className="sh-icon-btn"
          aria-label={t('nav.menu')}
          aria-expanded={menuOpen}
          onClick={() => {
            setMenuUsed(true);
            setMenuOpen(true);
          }}
        >
          <IconMenu />
        </button>
      </div>
      {menuUsed ? (
        <Suspense fallback={null}>
          <CategoryMenu visible={menuOpen} onClose={() => setMenuOpen(false)} />
        </Suspense>
      ) : null}
    </header>
  );
}
