import { Result, SpinLoading } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { refreshAuth } from '../../../shared/auth/auth-store';
import { safeRedirect } from '../lib/safe-redirect';
import '../passport.css';

/**
 * /notify/token?token=…&redirect=…: the landing page of a sign-in hand-off from another site.
 * The `token` in the URL is deliberately ignored: taking a session from a link would let anyone
 * who crafts one sign a victim into the attacker's account (session fixation), and the token
 * would leak through history and Referer. Only the session cookie this site set itself counts:
 * if it is valid we go on to `redirect`, otherwise we explain and offer the login page.
 */
export default function NotifyTokenScreen() {
  const { t } = useTranslation('passport');
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const [state, setState] = useState<'checking' | 'out'>('checking');
  const target = safeRedirect(search.get('redirect')) ?? '/personal';

  // The token has no use here; take it out of the address bar so it is not kept in history.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once, on arrival
  useEffect(() => {
    if (!search.has('token')) return;
    const rest = new URLSearchParams(search);
    rest.delete('token');
    navigate({ search: rest.size ? `?${rest}` : '' }, { replace: true });
  }, []);

  useEffect(() => {
    let live = true;
    refreshAuth().then((a) => {
      if (!live) return;
      if (a.status === 'in') navigate(target, { replace: true });
      else setState('out');
    });
    return () => {
      live = false;
    };
  }, [navigate, target]);

  if (state === 'checking') {
    return (
      <div className="pp-page pp-center">
        <SpinLoading aria-label={t('notifyToken.checking')} />
        <p className="pp-subtitle">{t('notifyToken.checking')}</p>
      </div>
    );
  }
  return (
    <div className="pp-page">
      <Result status="warning" title={t('notifyToken.title')} description={t('notifyToken.desc')} />
      <Link className="pp-link-button" to={`/login?${new URLSearchParams({ redirect: target })}`}>
        {t('notifyToken.login')}
      </Link>
    </div>
  );
}
