import { useSyncExternalStore } from 'react';

const noSubscribe = () => () => undefined;

/**
 * False while the server renders and while the browser hydrates that HTML, true afterwards (and
 * on every later client render). For content only the browser can produce — article HTML goes
 * through DOMPurify, which needs a DOM — so hydration sees the same placeholder the server sent.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscribe,
    () => true,
    () => false,
  );
}
