import type { CallDef, CallInput, CallOutput } from '@app/contract/call';
import { Code } from '@app/contract/codes';
import { useEffect } from 'react';
import { ApiError, type CallOptions, callApi } from '../../../shared/api/client';
import { type CallState, useCall } from '../../../shared/api/use-call';
import { clearAuth } from '../../../shared/auth/auth-store';

/**
 * Console calls treat "not logged in" as a login check: instead of the site's login page, the
 * auth state is cleared and the console's gate sends the user to /staff/login.
 */
export async function staffCall<C extends CallDef>(
  def: C,
  input: CallInput<C>,
  opts: Omit<CallOptions, 'loginCheck'> = {},
): Promise<CallOutput<C>> {
  try {
    return await callApi(def, input, { ...opts, loginCheck: true });
  } catch (err) {
    if (err instanceof ApiError && err.code === Code.NOT_LOGGED_IN) clearAuth();
    throw err;
  }
}

export function useStaffCall<C extends CallDef>(def: C, input: CallInput<C> | null): CallState<CallOutput<C>> {
  const state = useCall(def, input, { loginCheck: true });
  const code = state.error?.code;
  useEffect(() => {
    if (code === Code.NOT_LOGGED_IN) clearAuth();
  }, [code]);
  return state;
}
