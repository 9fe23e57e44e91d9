import { Button } from 'antd-mobile';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { refreshAuth, signOut, useAuth } from '../../../shared/auth/auth-store';
import { PageLoading } from '../../../shared/ui/page-loading';
import { StatusPanel } from '../../../shared/ui/status-panel';
import { StaffLangToggle } from './staff-layout';

/** Signed in, but not staff: say so plainly and offer the ways out. */
export function NoPermission({ name }: { name: string }) {
  const { t } = useTranslation('staff');
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const switchAccount = async () => {
    await signOut();
    navigate(`/staff/login?redirect=${encodeURIComponent(pathname)}`, { replace: true });
  };
  return (
    <div className="stf-bare">
      <div className="stf-bare-lang">
        <StaffLangToggle />
      </div>
      <StatusPanel
        tone="warning"
        testId="staff-no-permission"
        title={t('gate.noPermissionTitle')}
        description={t('gate.noPermissionText', { name })}
        actions={
          <>
            <Button color="primary" onClick={switchAccount}>
              {t('gate.switchAccount')}
            </Button>
            <Button onClick={() => window.location.assign('/')}>{t('gate.toSite')}</Button>
          </>
        }
      />
    </div>
  );
}

/**
 * Staff-only pages: the session is checked on entry (it may have ended, or the role changed
 * since the page was loaded). Signed out → /staff/login; signed in but not staff → NoPermission.
 */
export function StaffGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation('staff');
  const { status, user } = useAuth();
  const { pathname, search } = useLocation();
  const [checked, setChecked] = useState(false);
  useEffect(() => {
    let live = true;
    refreshAuth().then(() => live && setChecked(true));
    return () => {
      live = false;
    };
  }, []);
  // A known session shows at once while the check runs; otherwise wait for the answer.
  if (!checked && status !== 'in') return <PageLoading label={t('gate.checking')} />;
  if (status !== 'in' || !user) {
    return <Navigate to={`/staff/login?redirect=${encodeURIComponent(pathname + search)}`} replace />;
  }
  if (user.role !== 'staff') return <NoPermission name={user.nickname} />;
  return <>{children}</>;
}
