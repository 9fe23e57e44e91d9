import { scanCheck, ticket as ticketCall, type TAuthInfo } from '@app/contract/meta/passport';
import { Code } from '@app/contract/codes';
import { useCallback, useEffect, useState } from 'react';
import { ApiError, callApi } from '../../../shared/api/client';

/** How often the waiting device asks whether its ticket was confirmed (issue 2: every 2 s). */
export const SCAN_POLL_MS = 2000;

export type ScanState = 'loading' | 'pending' | 'scanned' | 'expired' | 'failed';

/**
 * The waiting side of scan sign-in (docs/decisions/005-scan-login.md): asks for a ticket, then
 * polls until a signed-in phone confirms it (→ onConfirmed) or it expires (→ refresh).
 * Polls are chained, not on an interval, so a slow answer never overlaps the next question.
 */
export function useScanTicket(onConfirmed: (user: TAuthInfo) => void) {
  const [ticket, setTicket] = useState<{ ticket: string; expiresAt: string; scanUrl: string } | null>(null);
  const [state, setState] = useState<ScanState>('loading');

  const refresh = useCallback(async () => {
    setState('loading');
    try {
      setTicket(await callApi(ticketCall, {}));
      setState('pending');
    } catch {
      setState('failed');
    }
  }, []);

  useEffect(() => {
    void refresh();
  }, [refresh]);

  const waiting = state === 'pending' || state === 'scanned';
  // biome-ignore lint/correctness/useExhaustiveDependencies: polling restarts only for a new ticket or when waiting starts/stops
  useEffect(() => {
    if (!ticket || !waiting) return;
    const ctl = new AbortController();
    let timer: ReturnType<typeof setTimeout>;
    const poll = async () => {
      if (Date.parse(ticket.expiresAt) <= Date.now()) return setState('expired');
      try {
        const r = await callApi(scanCheck, { ticket: ticket.ticket }, { silent: true, signal: ctl.signal });
        if (ctl.signal.aborted) return;
        if (r.status === 'confirmed' && r.auth) return onConfirmed(r.auth);
        if (r.status === 'expired' || r.status === 'confirmed') return setState('expired');
        setState(r.status);
      } catch (err) {
        if (ctl.signal.aborted) return;
        if (err instanceof ApiError && err.code === Code.TICKET_EXPIRED) return setState('expired');
        // A network hiccup: keep waiting, the next poll may get through.
      }
      timer = setTimeout(poll, SCAN_POLL_MS);
    };
    timer = setTimeout(poll, SCAN_POLL_MS);
    return () => {
      ctl.abort();
      clearTimeout(timer);
    };
  }, [ticket, waiting]);

  return { ticket, state, refresh };
}
