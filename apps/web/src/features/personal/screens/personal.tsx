import { profileIndex } from '@app/contract/meta/passport';
import { Code } from '@app/contract/codes';
import { Button, Dialog } from 'antd-mobile';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useCall } from '../../../shared/api/use-call';
import { clearAuth, hasLoginCookie, refreshAuth, signOut, useAuth } from '../../../shared/auth/auth-store';
import { EntryGrid } from '../components/entry-grid';
import { GuestCard } from '../components/guest-card';
import { ProfileCard } from '../components/profile-card';
import { ENTRY_GROUPS, STAFF_ENTRY } from '../entries';
import '../personal.css';
// antd-mobile's Dialog/Toast need the React 19 renderer registered first (STACK gotcha 2).
import '../../../shared/api/render-patch';

/**
 * /personal (public, footer shown): the profile and the way into every personal area when
 * signed in; a sign-in invitation and the same menu when not.
 */
export default function PersonalScreen() {
  const { t } = useTranslation('personal');
  const auth = useAuth();
  const signedIn = auth.status === 'in' && auth.user !== null;
  // A login check: an expired session shows the signed-out page here instead of leaving it.
  const profile = useCall(profileIndex, signedIn ? {} : null, { loginCheck: true, silent: true });

  useEffect(() => {
    if (auth.status !== 'unknown') return;
    if (hasLoginCookie()) void refreshAuth();
    else clearAuth();
  }, [auth.status]);

  useEffect(() => {
    if (profile.error?.code === Code.NOT_LOGGED_IN) clearAuth();
  }, [profile.error]);

  const confirmSignOut = async () => {
    const ok = await Dialog.confirm({
      content: t('signOut.confirm'),
      confirmText: t('signOut.ok'),
      cancelText: t('signOut.cancel'),
    });
    if (ok) await signOut();
  };

  const groups =
    signedIn && auth.user?.role === 'staff'
      ? [...ENTRY_GROUPS, { key: 'staff', entries: [STAFF_ENTRY] }]
      : ENTRY_GROUPS;

  return (
    <div className="pe-page">
      {auth.status === 'unknown' ? <div className="pe-card pe-card--skeleton" aria-busy="true" /> : null}
      {auth.status === 'out' ? <GuestCard /> : null}
      {signedIn ? (
        <ProfileCard
          user={auth.user!}
          profile={profile.data}
          failed={!!profile.error && profile.error.code !== Code.NOT_LOGGED_IN}
          onRetry={profile.reload}
        />
      ) : null}
      {groups.map((g) => (
        <EntryGrid key={g.key} title={t(`group.${g.key}`)} entries={g.entries} />
      ))}
      {signedIn ? (
        <Button className="pe-signout" block size="large" onClick={() => void confirmSignOut()}>
          {t('signOut.button')}
        </Button>
      ) : null}
    </div>
  );
}
