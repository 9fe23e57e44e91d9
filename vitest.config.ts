import { defineConfig } from 'vitest/config';

/**
 * One Vitest run per project (scripts/test.mjs picks them):
 * unit (contract and web, happy-dom), api-pglite and api-postgres (server on each database).
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
          include: ['packages/contract/src/**/*.test.ts', 'apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
        },
        esbuild: { jsx: 'automatic' },
        // Node loads antd-mobile's CommonJS build: point the render patch's deep import there too,
        // so the patch and the components share one module instance (as the ES build does in the app).
        resolve: {
          alias: { 'antd-mobile/es/utils/unstable-render': 'antd-mobile/cjs/utils/unstable-render' },
        },
      },
      serverProject('api-pglite', 'pglite'),
      serverProject('api-postgres', 'postgres'),
    ],
  },
});
