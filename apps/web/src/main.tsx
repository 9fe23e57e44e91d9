import i18next from 'i18next';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './styles/base.css';
import { App } from './app/app';
import { bootAuth } from './app/auth-boot';
import { isExpectedScreenError } from './app/screen-boundary';
import { preloadScreen } from './app/lazy-screen';
import { findRoute } from './app/route-match';
import { screenFile } from './app/screens';
import { i18nReady } from './i18n';
import { applyAntdLocale, watchAntdLocale } from './shared/ui/antd-locale';

bootAuth();

// Fetch the first page's screen chunk and every text it needs at once, instead of one after the
// other as i18next and React discover them (LCP). The same modules the i18n backend imports later.
const first = findRoute(window.location.pathname);
const file = first && !first.pending ? screenFile(first.id) : undefined;
if (file) preloadScreen(file.id, file.load);
const namespaces = ['common', 'titles', 'shell', ...(file ? [file.domain] : [])];
const texts = import.meta.glob('./i18n/*/*.json');
const lang = i18next.options.lng === 'en' ? 'en' : 'zh';
for (const ns of namespaces) texts[`./i18n/${lang}/${ns}.json`]?.().catch(() => undefined);

watchAntdLocale();
// Chinese is antd-mobile's default: only English waits for its locale, in parallel with the texts.
const antdLocale = lang === 'en' ? applyAntdLocale('en') : undefined;

await i18nReady;
document.documentElement.lang = lang === 'en' ? 'en' : 'zh-CN';
await Promise.all([i18next.loadNamespaces(namespaces), antdLocale]);

createRoot(document.getElementById('root')!, {
  // Chunk and API failures become panels (ScreenBoundary); only real bugs are worth a console line.
  onCaughtError: (error, info) => {
    if (!isExpectedScreenError(error)) console.error(error, info.componentStack);
  },
}).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

// antd-mobile's Dialog and Toast need the React 19 render patch before their first use. Screens do
// not import it, and statically it would put antd's renderer (and its animation library) into the
// entry; fetched once the page is idle it is in place long before anyone can open a dialog.
const whenIdle = window.requestIdleCallback ?? ((fn: () => void) => setTimeout(fn, 200));
whenIdle(() => void import('./shared/api/render-patch'));
