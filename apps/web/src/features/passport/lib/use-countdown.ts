import { useCallback, useEffect, useState } from 'react';

/**
 * Seconds left until a code may be requested again. Counted from an end time, not by
 * decrementing, so a phone that sleeps the tab still resumes at the right number.
 */
export function useCountdown() {
  const [end, setEnd] = useState(0);
  const [left, setLeft] = useState(0);
  useEffect(() => {
    if (!end) return;
    const tick = () => {
      const s = Math.max(0, Math.ceil((end - Date.now()) / 1000));
      setLeft(s);
      if (s === 0) setEnd(0);
    };
    tick();
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [end]);
  const start = useCallback((seconds: number) => setEnd(Date.now() + seconds * 1000), []);
  return { left, start };
}
