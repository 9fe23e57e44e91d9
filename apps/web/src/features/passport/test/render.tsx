import { Dialog, Toast } from 'antd-mobile';
import type { ReactElement } from 'react';
import { useLocation } from 'react-router';
import { renderRoute } from '../../../shared/test/render';

/** Shows where the router went, for assertions on navigation. */
function Where() {
  const loc = useLocation();
  return <div data-testid="where">{loc.pathname + loc.search}</div>;
}

/**
 * Renders one screen at `url` inside a router (shared/test/render.tsx); any other path renders
 * "where", so a test reads the target of a navigation.
 */
export const renderScreen = (path: string, url: string, screen: ReactElement) =>
  renderRoute(screen, { path: url, pattern: path, elsewhere: <Where /> });

/** Removes toasts and dialogs antd-mobile rendered outside the tree. */
export function clearOverlays() {
  Toast.clear();
  Dialog.clear();
}
