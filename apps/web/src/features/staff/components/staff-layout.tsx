import { Dialog } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useNavigate } from 'react-router';
import { setLang } from '../../../i18n';
import { signOut, useAuth } from '../../../shared/auth/auth-store';
import { hasUnsavedChanges } from '../lib/unsaved';
// antd-mobile's Dialog/Toast need the React 19 renderer registered first (STACK gotcha 2).
import '../../../shared/api/render-patch';

const LINKS = [
  { to: '/staff', key: 'dashboard', end: true },
  { to: '/staff/articles', key: 'articles', end: false },
  { to: '/staff/categories', key: 'categories', end: false },
  { to: '/staff/pics', key: 'pics', end: false },
  { to: '/staff/meetings', key: 'meetings', end: false },
  { to: '/staff/papers', key: 'papers', end: false },
  { to: '/staff/consult', key: 'consult', end: false },
  { to: '/staff/checkin', key: 'checkin', end: false },
  { to: '/staff/sheets', key: 'sheets', end: false },
  { to: '/staff/site-pages', key: 'sitePages', end: false },
  // Issue 4 sections name their link in their own namespace (`ns:key`).
  { to: '/staff/pay-orders', key: 'payment:staff.nav', end: false },
  { to: '/staff/invoices', key: 'invoice:staff.nav', end: false },
  { to: '/staff/sci', key: 'sci:staff.nav', end: false },
  { to: '/staff/svc-trans', key: 'service:staff.transNav', end: false },
  { to: '/staff/svc-check', key: 'service:staff.checkNav', end: false },
] as const;

/** Language switch: the console remounts in the other language, so unsaved edits are confirmed first. */
export function StaffLangToggle() {
  const { t, i18n } = useTranslation('staff');
  const next = i18n.language === 'en' ? 'zh' : 'en';
  const toggle = async () => {
    if (hasUnsavedChanges()) {
      const ok = await Dialog.confirm({
        title: t('nav.unsavedTitle'),
        content: t('nav.unsavedText'),
        confirmText: t('common.confirm'),
        cancelText: t('common.cancel'),
      });
      if (!ok) return;
    }
    await setLang(next);
  };
  return (
    <button
      type="button"
      className="stf-lang"
      lang={next === 'en' ? 'en' : 'zh-CN'}
      aria-label={t('nav.switchLang')}
      onClick={toggle}
    >
      {t('nav.langLabel')}
    </button>
  );
}

/** The console's own chrome (the shell draws none on /staff): name, sections, language, sign-out. */
export function StaffLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation(['staff', 'payment', 'service', 'sci', 'invoice']);
  const { user } = useAuth();
  const navigate = useNavigate();
  const onSignOut = async () => {
    await signOut();
    navigate('/staff/login', { replace: true });
  };
  return (
    <div className="stf-app">
      <header className="stf-header">
        <div className="stf-header-row">
          <Link to="/staff" className="stf-brand">
            {t('console')}
          </Link>
          <div className="stf-header-tools">
            {user ? <span className="stf-user">{user.nickname}</span> : null}
            <StaffLangToggle />
            <button type="button" className="stf-signout" onClick={onSignOut}>
              {t('nav.signOut')}
            </button>
          </div>
        </div>
        <nav className="stf-nav" aria-label={t('nav.label')}>
          {LINKS.map((l) => (
            <NavLink
              key={l.key}
              to={l.to}
              end={l.end}
              className={({ isActive }) => (isActive ? 'stf-nav-link is-active' : 'stf-nav-link')}
            >
              {l.key.includes(':') ? t(l.key) : t(`nav.${l.key}`)}
            </NavLink>
          ))}
        </nav>
      </header>
      <main className="stf-main">{children}</main>
    </div>
  );
}
