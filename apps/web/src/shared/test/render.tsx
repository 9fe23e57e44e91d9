import { render } from '@testing-library/react';
import i18next from 'i18next';
import { type ReactElement, Suspense } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { i18nReady } from '../../i18n';

let location = '';
function LocationProbe() {
  const l = useLocation();
  location = l.pathname + l.search;
  return null;
}
/** Where the router is now (after a navigation in the test). */
export const currentLocation = () => location;

export interface RouteOptions {
  /** The URL the router starts at. */
  path?: string;
  /** The route pattern `ui` is mounted on. */
  pattern?: string;
  lang?: 'zh' | 'en';
  /** Rendered for any URL `pattern` does not match, e.g. to show where a navigation went. */
  elsewhere?: ReactElement;
}

/**
 * Renders `ui` inside a router at `path` (matched by `pattern`), Suspense (namespaces load
 * lazily) and the real i18n in `lang`.
 */
export async function renderRoute(
  ui: ReactElement,
  { path = '/', pattern = '*', lang = 'zh', elsewhere }: RouteOptions = {},
) {
  await i18nReady;
  await i18next.changeLanguage(lang);
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Suspense fallback={<div>suspended</div>}>
        <Routes>
          <Route path={pattern} element={ui} />
          {elsewhere ? <Route path="*" element={elsewhere} /> : null}
        </Routes>
        <LocationProbe />
      </Suspense>
    </MemoryRouter>,
  );
}
