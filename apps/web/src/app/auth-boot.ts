import { clearAuth, hasLoginCookie, refreshAuth } from '../shared/auth/auth-store';

/**
 * §4 login state: on start the auth info is fetched when a login cookie exists; without one the
 * visitor is known to be signed out at once, so public pages never wait.
 */
export function bootAuth() {
  if (hasLoginCookie()) void refreshAuth();
  else clearAuth();
}

let checkedOnFirstNavigation = false;

/**
 * §4: "the first navigation triggers an authentication check" — once per page load, also without
 * a readable cookie (the httpOnly token may outlive the loginStatus cookie). It is silent and never
 * redirects; when the start-up check is still running this shares it instead of asking twice.
 */
export function checkAuthOnFirstNavigation() {
  if (checkedOnFirstNavigation) return;
  checkedOnFirstNavigation = true;
  void refreshAuth();
}

export function resetFirstNavigationCheck() {
  checkedOnFirstNavigation = false;
}
