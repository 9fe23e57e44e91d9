import i18next from 'i18next';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
// antd-mobile's theme variables, once: components are imported one by one (build/antd-one-by-one-plugin.ts).
import 'antd-mobile/es/global';
import './styles/base.css';
import { App } from './app/app';
import { bootAuth } from './app/auth-boot';
import { isExpectedScreenError } from './app/screen-boundary';
import { preloadScreen } from './app/lazy-screen';
import { findRoute } from './app/route-match';
import { screenFile } from './app/screens';
import { i18nReady } from './i18n';
import { clearAuth, setAuthUser } from './shared/auth/auth-store';
import { applyAntdLocale, watchAntdLocale } from './shared/ui/antd-locale';
import { putSeeds } from './ssr/seed';
import { readSsrState } from './ssr/state';
import { whenIdle } from './shared/when-idle';

// A server-rendered page (docs/decisions/011) already knows who is signed in and holds its data.
const ssr = readSsrState();
if (ssr) {
  putSeeds(ssr.seeds, { url: window.location.pathname + window.location.search, lang: ssr.lang });
  if (ssr.auth.status === 'in' && ssr.auth.user) setAuthUser(ssr.auth.user);
  else clearAuth();
} else bootAuth();

// Fetch the first page's screen chunk and every text it needs at once, instead of one after the
// other as i18next and React discover them (LCP). The same modules the i18n backend imports later.
const first = findRoute(window.location.pathname);
const file = first && !first.pending ? screenFile(first.id) : undefined;
if (file) preloadScreen(file.id, file.load);
const namespaces = [
  ...new Set(['common', 'titles', 'shell', ...(file ? [file.domain] : []), ...(ssr?.namespaces ?? [])]),
];
const texts = import.meta.glob('./i18n/*/*.json');
const lang = i18next.options.lng === 'en' ? 'en' : 'zh';
for (const ns of namespaces) texts[`./i18n/${lang}/${ns}.json`]?.().catch(() => undefined);

watchAntdLocale();
// Chinese is antd-mobile's default: only English waits for its locale, in parallel with the texts.
const antdLocale = lang === 'en' ? applyAntdLocale('en') : undefined;

await i18nReady;
document.documentElement.lang = lang === 'en' ? 'en' : 'zh-CN';
await Promise.all([i18next.loadNamespaces(namespaces), antdLocale]);

const rootOptions = {
  // Chunk and API failures become panels (ScreenBoundary); only real bugs are worth a console line.
  onCaughtError: (error: unknown, info: { componentStack?: string }) => {
    if (!isExpectedScreenError(error)) console.error(error, info.componentStack);
  },
};
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);
const container = document.getElementById('root')!;
// The server's boot script keeps a drawn page inert until now (apps/server/src/web/scripts-after-paint.ts).
// From here React takes input: an event on a part not yet hydrated hydrates that part first.
container.removeAttribute('inert');
// Hydrating inside a transition lets React yield every few milliseconds instead of holding the main
// thread for the whole page at once (a phone's taps stay responsive; Lighthouse TBT).
if (ssr) startTransition(() => void hydrateRoot(container, app, rootOptions));
else createRoot(container, rootOptions).render(app);

// antd-mobile's Dialog and Toast need the React 19 render patch before their first use. Screens do
// not import it, and statically it would put antd's renderer (and its animation library) into the
// entry; fetched once the page is idle it is in place long before anyone can open a dialog.
whenIdle(() => void import('./shared/api/render-patch'));
