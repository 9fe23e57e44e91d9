// Bundles the server into dist/main.js (fast start: no TypeScript at run time) and copies the
// migrations beside it. Dependencies stay external and load from node_modules.
import fs from 'node:fs';
import { build } from 'esbuild';

fs.rmSync('dist', { recursive: true, force: true });
await build({
  entryPoints: ['src/main.ts'],
  outfile: 'dist/main.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  // The contract package is TypeScript source: bundle it instead of loading it at run time.
  alias: {},
  external: [],
  plugins: [
    {
      name: 'bundle-contract',
      setup(b) {
        b.onResolve({ filter: /^@app\/contract\// }, async (args) => {
          const sub = args.path.slice('@app/contract/'.length);
          return { path: new URL(`../../packages/contract/src/${sub}.ts`, import.meta.url).pathname };
        });
      },
    },
  ],
});
fs.cpSync('src/db/migrations', 'dist/migrations', { recursive: true });
console.log('server built: apps/server/dist/main.js');
