import { defineConfig } from 'vitest/config';

/**
 * One Vitest run per project (scripts/test.mjs picks them):
 * unit (contract, web and the bench's arithmetic, happy-dom), api-pglite and api-postgres (server on each database).
 */
// One template database per run, shared by the workers of that run.
process.env.TEST_RUN_ID ??= `${process.pid}`;
const runId = process.env.TEST_RUN_ID;

const serverProject = (name: string, db: string) => ({
  test: {
    name,
    include: ['apps/server/src/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['apps/server/src/test/global-setup.ts'],
    env: { TEST_DB: db, VALIDATE_OUTPUT: '1', TEST_RUN_ID: runId },
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks' as const,
  },
});

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'packages/contract/src/**/*.test.ts',
            'apps/web/src/**/*.test.{ts,tsx}',
            'apps/web/build/**/*.test.ts',
            'bench/**/*.test.ts',
          ],
          environment: 'happy-dom',
          setupFiles: ['apps/web/src/test-setup.ts'],
          // A screen test may wait several times for lazy chunks on a loaded machine.
          testTimeout: 20_000,
        },
        esbuild: { jsx: 'automatic' },
        // Node loads antd-mobile's CommonJS build: point every deep ES import (the render patch's,
        // the toast's) there too, so the patch and the components share one module instance (as the
        // ES build does in the app); otherwise a toast renders through React 19's missing legacy API.
        resolve: {
          alias: [{ find: /^antd-mobile\/es\/(.*)$/, replacement: 'antd-mobile/cjs/$1' }],
        },
      },
      serverProject('api-pglite', 'pglite'),
      serverProject('api-postgres', 'postgres'),
    ],
  },
});
