import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';

/** The signed-out header: an invitation to log in or register. */
export function GuestCard() {
  const { t } = useTranslation('personal');
  const [search] = useSearchParams();
  // Signing in brings the visitor back here; an invite in the link is kept (§5).
  const q = new URLSearchParams({ redirect: '/personal' });
  const invite = search.get('invite');
  if (invite) q.set('invite', invite);
  const back = `?${q}`;
  return (
    <section className="pe-card pe-card--guest" aria-labelledby="pe-guest-title">
      <div className="pe-avatar pe-avatar--empty">
        <svg viewBox="0 0 24 24" width="36" height="36" fill="currentColor" aria-hidden="true">
          <path d="M12 12a4.5 4.5 0 1 0 0-9 4.5 4.5 0 0 0 0 9zm0 2c-4.4 0-8 2.5-8 5.5V21h16v-1.5c0-3-3.6-5.5-8-5.5z" />
        </svg>
      </div>
      <div className="pe-card__main">
        <h1 id="pe-guest-title" className="pe-name">
          {t('guest.title')}
        </h1>
        <p className="pe-sub">{t('guest.desc')}</p>
      </div>
      <div className="pe-guest-actions">
        <Link className="pe-btn pe-btn--light" to={`/login${back}`}>
          {t('guest.login')}
        </Link>
        <Link className="pe-btn pe-btn--ghost" to={`/register${back}`}>
          {t('guest.register')}
        </Link>
      </div>
    </section>
  );
}
