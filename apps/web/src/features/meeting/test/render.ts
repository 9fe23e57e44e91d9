/**
 * The content screens' test helpers (fetch double per call path, render in a router with the real
 * i18n). Waits and timeouts for lazy namespaces and antd-mobile chunks: apps/web/src/test-setup.ts.
 */

export { currentLocation, fail, mockApi, renderScreen } from '../../cms/test/render';
