import { configure } from '@testing-library/react';
import { vi } from 'vitest';

/**
 * The content screens' test helpers (fetch double per call path, render in a router with the real
 * i18n). These screens load namespaces and, for confirmations, antd-mobile's Dialog on first use,
 * which can take over a second on a busy machine: waits get five seconds.
 */
configure({ asyncUtilTimeout: 5000 });
// A test may wait several times: give the whole test room for that (this file's tests only).
vi.setConfig({ testTimeout: 20_000 });

export { currentLocation, fail, mockApi, renderScreen } from '../../cms/test/render';
