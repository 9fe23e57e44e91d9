import { homeAuth } from '@app/contract/meta/passport';
import i18next from 'i18next';
// The browser build on purpose: React's Node build creates an AsyncLocalStorage, which turns on
// promise hooks for the whole process and made every API call of the server about half as fast.
import { prerender } from 'react-dom/static.browser';
import { StaticRouter } from 'react-router';
import { AppBody } from './app/app';
import { redirectTarget } from './app/redirect-route';
import { pageTitle } from './app/route-effects';
import { findRedirect, findRoute } from './app/route-match';
import { screenFile } from './app/screens';
import { i18nReady, initialLang } from './i18n';
import { type AuthState, clearAuth, getAuth, hasLoginCookie, setAuthUser } from './shared/auth/auth-store';
import { callApi, setTransport, type Transport } from './shared/api/client';
import { applyAntdLocale } from './shared/ui/antd-locale';
import { setServerRequest } from './ssr/environment';
import { onSeedMiss, putSeeds, type WantedCall } from './ssr/seed';
import type { SsrState } from './ssr/state';

/**
 * Server rendering of the first paint (docs/decisions/011-server-rendered-first-paint.md): the
 * page a visitor asked for, with its data, as HTML the browser paints before any script runs and
 * then hydrates. Built by `vite build --ssr` and loaded by the API server (apps/server/src/web).
 */
export interface RenderRequest {
  /** Path and query, e.g. `/meeting?lang=en`. */
  url: string;
  cookie: string;
  origin: string;
  /** Answers a call in-process, as fetch would over HTTP (cookies of the request included). */
  transport: Transport;
}

export type RenderResult =
  | { kind: 'redirect'; location: string }
  /** Not rendered here: the browser renders it (the staff console, a separate logged-in app). */
  | { kind: 'client' }
  | {
      kind: 'page';
      status: number;
      html: string;
      title: string;
      lang: 'zh' | 'en';
      /** Source modules whose chunks (and styles) the page needs at once, as keys of Vite's manifest. */
      modules: string[];
      state: SsrState;
    };

// Every text of both languages stays loaded: a render never waits for a namespace.
const namespaces = Object.keys(import.meta.glob('./i18n/zh/*.json')).map((f) =>
  f.replace(/^.*\/(\w[\w-]*)\.json$/, '$1'),
);
let textsReady: Promise<unknown> | null = null;
const loadTexts = () =>
  (textsReady ??= i18nReady.then(async () => {
    await i18next.loadLanguages(['zh', 'en']);
    await i18next.loadNamespaces(namespaces);
  }));

const MAX_PASSES = 3;
const SHELL_STATUS = {
  pending: 'src/features/shell/status/pending-screen.tsx',
  notFound: 'src/features/shell/status/not-found-screen.tsx',
};

// Language, auth, cookies and seeds are module state shared with the app: one render at a time.
let queue: Promise<unknown> = Promise.resolve();

export function render(req: RenderRequest): Promise<RenderResult> {
  const run = queue.then(() => renderOne(req));
  queue = run.catch(() => undefined);
  return run;
}

async function renderOne(req: RenderRequest): Promise<RenderResult> {
  const url = new URL(req.url, req.origin);
  const redirect = findRedirect(url.pathname);
  if (redirect) return { kind: 'redirect', location: redirectTarget(redirect.def, redirect.params, url.search) };

  if (findRoute(url.pathname)?.area === 'staff') return { kind: 'client' };

  setServerRequest({ cookie: req.cookie, search: url.search, origin: req.origin });
  await loadTexts();
  const lang = initialLang();
  // The page's language may come from its own `?lang=` before any cookie says so: the calls say it too.
  setTransport((path, init) => req.transport(`${path}${path.includes('?') ? '&' : '?'}lang=${lang}`, init));
  await Promise.all([i18next.changeLanguage(lang), applyAntdLocale(lang)]);

  const auth = await authOf();
  // Which namespaces this page's components ask for: the browser loads them before it hydrates, so
  // no component suspends mid-hydration (react-i18next records them per instance).
  const used = (i18next as unknown as { reportNamespaces?: { usedNamespaces: Record<string, boolean> } })
    .reportNamespaces;
  if (used) used.usedNamespaces = {};
  const seeds: Record<string, unknown> = {};
  const tried = new Set<string>();
  let html = '';
  try {
    for (let pass = 0; pass < MAX_PASSES; pass++) {
      const wanted = new Map<string, WantedCall>();
      putSeeds(seeds);
      onSeedMiss((key, call) => !tried.has(key) && wanted.set(key, call));
      html = await renderHtml(url.pathname + url.search);
      onSeedMiss(null);
      if (wanted.size === 0) break;
      await Promise.all(
        [...wanted].map(async ([key, { def, input }]) => {
          tried.add(key);
          // A failed call stays unseeded: the browser asks again and shows its own error state.
          seeds[key] = await callApi(def, input as never, { silent: true, loginCheck: true }).catch(() => undefined);
          if (seeds[key] === undefined) delete seeds[key];
        }),
      );
    }
  } finally {
    onSeedMiss(null);
    putSeeds({});
  }

  const route = findRoute(url.pathname);
  const own = route && !route.pending ? screenFile(route.id) : undefined;
  const screen = own ? own.file.replace(/^\.\.\//, 'src/') : route ? SHELL_STATUS.pending : SHELL_STATUS.notFound;
  const domain = own?.domain;
  const usedNs = [
    ...new Set(['common', 'titles', 'shell', ...(domain ? [domain] : []), ...Object.keys(used?.usedNamespaces ?? {})]),
  ];
  const texts = usedNs.map((ns) => `src/i18n/${lang}/${ns}.json`);
  return {
    kind: 'page',
    status: route ? 200 : 404,
    html,
    title: pageTitle(i18next.t.bind(i18next) as (k: string) => string, route),
    lang,
    modules: [screen, ...texts],
    state: { lang, auth, seeds, namespaces: usedNs },
  };
}

async function authOf(): Promise<AuthState> {
  if (!hasLoginCookie()) clearAuth();
  else {
    try {
      setAuthUser(await callApi(homeAuth, { certificate: true }, { silent: true, loginCheck: true }));
    } catch {
      clearAuth();
    }
  }
  return getAuth();
}

async function renderHtml(location: string): Promise<string> {
  const { prelude } = await prerender(
    <StaticRouter location={location}>
      <AppBody />
    </StaticRouter>,
    // Whole boundaries inline: a big screen is otherwise sent hidden and revealed by a script.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  return new Response(prelude as ReadableStream).text();
}
