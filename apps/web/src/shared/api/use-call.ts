import type { CallDef, CallInput, CallOutput } from '@app/contract/call';
import { useCallback, useEffect, useRef, useState } from 'react';
import { takeSeed } from '../../ssr/seed';
import { ApiError, type CallOptions, callApi } from './client';

export interface CallState<T> {
  data?: T;
  error?: ApiError;
  loading: boolean;
  reload: () => void;
}

/**
 * Loads a call's data for a screen: loading, error and reload, aborting on unmount or when the
 * input changes. `input` null waits (e.g. until an id is known).
 */
export function useCall<C extends CallDef>(
  def: C,
  input: CallInput<C> | null,
  opts: Omit<CallOptions, 'signal'> = {},
): CallState<CallOutput<C>> {
  const [state, setState] = useState<{ data?: CallOutput<C>; error?: ApiError; loading: boolean }>(() => {
    // A server-rendered page brings the data it was rendered with (src/ssr/seed.ts).
    const seeded = input === null ? undefined : takeSeed(def, input);
    return seeded ? { data: seeded.data as CallOutput<C>, loading: false } : { loading: input !== null };
  });
  const seededRef = useRef(!state.loading && state.data !== undefined);
  const [tick, setTick] = useState(0);
  const key = JSON.stringify(input);
  const optsRef = useRef(opts);
  optsRef.current = opts;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the serialised input is the dependency
  useEffect(() => {
    if (input === null) return;
    if (seededRef.current) {
      seededRef.current = false;
      return;
    }
    const ctl = new AbortController();
    setState((s) => ({ ...s, loading: true, error: undefined }));
    callApi(def, input, { ...optsRef.current, signal: ctl.signal }).then(
      (data) => !ctl.signal.aborted && setState({ data, loading: false }),
      (error) =>
        !ctl.signal.aborted &&
        setState({ error: error instanceof ApiError ? error : new ApiError(-1, String(error)), loading: false }),
    );
    return () => ctl.abort();
  }, [def, key, tick]);
  const reload = useCallback(() => setTick((n) => n + 1), []);
  return { ...state, reload };
}
