import type { AuthState } from '../shared/auth/auth-store';

/** What a server-rendered page hands to the browser beside its HTML (read by main.tsx). */
export interface SsrState {
  lang: 'zh' | 'en';
  auth: AuthState;
  seeds: Record<string, unknown>;
  /** The text namespaces the page was rendered with. */
  namespaces: string[];
}

export const SSR_STATE_ID = 'ssr-state';

/** The state embedded by the server, or null on a page the server did not render (dev, fallback). */
export function readSsrState(): SsrState | null {
  const el = document.getElementById(SSR_STATE_ID);
  if (!el?.textContent) return null;
  try {
    return JSON.parse(el.textContent) as SsrState;
  } catch {
    return null;
  }
}
