import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { refreshAuth, useAuth } from '../../../shared/auth/auth-store';
import { CodeLoginForm } from '../components/code-login-form';
import { PasswordLoginForm } from '../components/password-login-form';
import { ScanConfirmPanel } from '../components/scan-confirm-panel';
import { ScanLoginPanel } from '../components/scan-login-panel';
import { PageLoading } from '../../../shared/ui/page-loading';
import { TabStrip } from '../../../shared/ui/tab-strip';
import { keepAuthQuery } from '../lib/safe-redirect';
import { prefetchSchemas } from '../lib/schemas';
import '../passport.css';

const TABS = ['password', 'sms', 'email', 'scan'] as const;
type Tab = (typeof TABS)[number];

/**
 * /login: password, SMS code, e-mail code or scan. Only the active tab is mounted, so leaving
 * the scan tab stops its polling. `?scan=<ticket>` on a signed-in phone confirms another
 * device's scan sign-in instead.
 */
export default function LoginScreen() {
  const { t } = useTranslation('passport');
  const [search] = useSearchParams();
  const auth = useAuth();
  const scan = search.get('scan');
  const initial = search.get('tab');
  const [tab, setTab] = useState<Tab>(TABS.includes(initial as Tab) ? (initial as Tab) : 'password');
  const query = keepAuthQuery(search);

  useEffect(prefetchSchemas, []);
  useEffect(() => {
    if (scan && auth.status === 'unknown') void refreshAuth();
  }, [scan, auth.status]);

  if (scan && auth.status === 'in' && auth.user)
    return <ScanConfirmPanel ticket={scan} nickname={auth.user.nickname} />;
  if (scan && auth.status === 'unknown') {
    return (
      <div className="pp-page pp-center">
        <PageLoading label={t('loading')} />
      </div>
    );
  }

  return (
    <div className="pp-page">
      <h1 className="pp-title">{t('login.title')}</h1>
      <p className="pp-subtitle">{scan ? t('login.scanFirst') : t('login.subtitle')}</p>
      {!scan && auth.status === 'in' && auth.user ? (
        <p className="pp-notice">
          {t('login.signedInAs', { name: auth.user.nickname })} <Link to="/personal">{t('login.goPersonal')}</Link>
        </p>
      ) : null}
      <TabStrip
        className="pp-tabs"
        stretch
        items={TABS.map((k) => ({ key: k, title: t(`tab.${k}`) }))}
        active={tab}
        onChange={setTab}
        label={t('login.title')}
        idPrefix="login-tab"
      />
      {tab === 'password' ? <PasswordLoginForm /> : null}
      {tab === 'sms' ? <CodeLoginForm by="phone" /> : null}
      {tab === 'email' ? <CodeLoginForm by="email" /> : null}
      {tab === 'scan' ? <ScanLoginPanel /> : null}
      <div className="pp-links">
        <Link to={`/register${query}`}>{t('link.register')}</Link>
        <Link to={`/forget${query}`}>{t('link.forget')}</Link>
      </div>
    </div>
  );
}
