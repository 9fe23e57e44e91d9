import type { TAuthInfo } from '@app/contract/calls/passport';
import { useNavigate, useSearchParams } from 'react-router';
import { setAuthUser } from '../../../shared/auth/auth-store';
import { afterLoginTarget } from './safe-redirect';

/**
 * After any successful sign-in or registration: remember the user, then go to the safe
 * `redirect` (keeping `invite`), else to the personal page. A phone that opened a scan link
 * (`?scan=`) stays, so it can now confirm the other device's sign-in.
 */
export function useFinishLogin() {
  const navigate = useNavigate();
  const [search] = useSearchParams();
  return (user: TAuthInfo) => {
    setAuthUser(user);
    if (search.get('scan')) return;
    navigate(afterLoginTarget(search), { replace: true });
  };
}
