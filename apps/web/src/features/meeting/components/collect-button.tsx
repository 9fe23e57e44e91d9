import { collectionStatus, collectionToggle } from '@app/contract/meta/meeting';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi, toast } from '../../../shared/api/client';
import { goToLogin } from '../../../shared/api/login-redirect';
import { useCall } from '../../../shared/api/use-call';
import { hasLoginCookie, useAuth } from '../../../shared/auth/auth-store';

/**
 * Collect or uncollect a conference (/myCollection). A visitor is sent to sign in first and comes
 * back here; the state shown is the server's answer, never a guess.
 */
export function CollectButton({ meetingId }: { meetingId: number }) {
  const { t } = useTranslation('meeting');
  const auth = useAuth().status;
  // Before the first auth check answers, the login cookie says whether asking is worth it.
  const maybeIn = auth === 'in' || (auth === 'unknown' && hasLoginCookie());
  const status = useCall(collectionStatus, maybeIn ? { id: meetingId } : null, { silent: true, loginCheck: true });
  const [collected, setCollected] = useState(false);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (status.data) setCollected(status.data.collected);
  }, [status.data]);

  const toggle = async () => {
    // Signed out: sign in first and come back. Otherwise the server decides (a lost session
    // answers 1001, which callApi turns into the same trip to login).
    if (!maybeIn) return goToLogin();
    setBusy(true);
    try {
      const res = await callApi(collectionToggle, { id: meetingId });
      setCollected(res.collected);
      toast(res.collected ? t('collect.added') : t('collect.removed'));
    } catch {
      // callApi has shown the failure (or gone to login for a lost session); the state stays.
    } finally {
      setBusy(false);
    }
  };

  return (
    <button
      type="button"
      className={collected ? 'mt-act mt-act--icon mt-act--collected' : 'mt-act mt-act--icon'}
      aria-pressed={collected}
      disabled={busy}
      onClick={() => void toggle()}
      data-testid="act-collect"
    >
      <svg viewBox="0 0 24 24" aria-hidden="true">
        <path d="m12 3.5 2.6 5.3 5.9.9-4.3 4.1 1 5.8-5.2-2.7-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z" />
      </svg>
      <span>{collected ? t('collect.collected') : t('collect.collect')}</span>
    </button>
  );
}
