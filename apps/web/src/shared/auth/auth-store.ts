import { homeAuth, logout, type TAuthInfo } from '@app/contract/meta/passport';
import { LOGIN_STATUS_COOKIE } from '@app/contract/constants';
import { useSyncExternalStore } from 'react';
import { ApiError, callApi } from '../api/client';
import { forgetOfflinePages } from '../offline/keep-offline';
import { readCookie } from '../cookies';

/** Who is signed in. 'unknown' until the first auth check answers (§4 login state). */
export interface AuthState {
  status: 'unknown' | 'in' | 'out';
  user: TAuthInfo | null;
}

let state: AuthState = { status: 'unknown', user: null };
const listeners = new Set<() => void>();

function set(next: AuthState) {
  state = next;
  for (const l of listeners) l();
}

export const getAuth = () => state;
export const setAuthUser = (user: TAuthInfo) => set({ status: 'in', user });
export const clearAuth = () => set({ status: 'out', user: null });

export function useAuth(): AuthState {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => state,
    // Server rendering and hydration read the same snapshot (the server sets it per render).
    () => state,
  );
}

/** A token or login-status cookie exists (the token itself is httpOnly, so only loginStatus is readable). */
export const hasLoginCookie = () => readCookie(LOGIN_STATUS_COOKIE) === '1';

let inflight: Promise<AuthState> | null = null;
/** Fetches the auth info as a login check (1001 does not redirect). */
export function refreshAuth(): Promise<AuthState> {
  inflight ??= callApi(homeAuth, { certificate: true }, { loginCheck: true, silent: true })
    .then(
      (user) => {
        setAuthUser(user);
        return state;
      },
      (err: unknown) => {
        // Without network nothing is known about the session: a page drawn signed in (the e-ticket
        // kept for offline use) stays signed in; the server still refuses any real call.
        const offline = err instanceof ApiError && err.code === -1;
        if (!(offline && state.status === 'in')) clearAuth();
        return state;
      },
    )
    .finally(() => {
      inflight = null;
    });
  return inflight;
}

export async function signOut() {
  await callApi(logout, {}, { silent: true }).catch(() => undefined);
  localStorage.clear();
  sessionStorage.clear();
  await forgetOfflinePages();
  clearAuth();
}
