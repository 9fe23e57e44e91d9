import { render } from '@testing-library/react';
import { Dialog, Toast } from 'antd-mobile';
import { type ReactElement, Suspense } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { i18nReady } from '../../../i18n';

/** Shows where the router went, for assertions on navigation. */
function Where() {
  const loc = useLocation();
  return <div data-testid="where">{loc.pathname + loc.search}</div>;
}

/**
 * Renders one screen at `url` inside a router; any other path renders "where", so a test reads
 * the target of a navigation. Suspense waits for the lazily loaded translations.
 */
export async function renderScreen(path: string, url: string, screen: ReactElement) {
  await i18nReady;
  return render(
    <Suspense fallback={<div>loading</div>}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path={path} element={screen} />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </Suspense>,
  );
}

/** Removes toasts and dialogs antd-mobile rendered outside the tree. */
export function clearOverlays() {
  Toast.clear();
  Dialog.clear();
}
