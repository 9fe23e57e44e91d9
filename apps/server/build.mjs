// Bundles the server into dist/main.js (fast start: no TypeScript at run time) and copies the
// migrations beside it. Dependencies are bundled too: resolving and loading Fastify's, Drizzle's
// and zod's few hundred files one by one took half a second of every start. Those that read files
// beside their code (PGlite's WebAssembly, pdfkit's fonts) or load late stay external.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { build } from 'esbuild';

fs.rmSync('dist', { recursive: true, force: true });
await build({
  entryPoints: ['src/main.ts', 'src/db/make-template.ts', 'src/domains/invoice/pdf-worker.ts'],
  outdir: 'dist',
  entryNames: '[name]',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  external: ['@electric-sql/pglite', '@electric-sql/pglite/*', 'pg-native', 'pdfkit', 'sanitize-html'],
  // Bundled CommonJS packages call require() for Node's own modules: give the ES module one.
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
  sourcemap: true,
  // Without comments (a dozen of them hold non-ASCII text) the source is pure ASCII, which V8 keeps
  // at one byte a character instead of two: the 3.7 MB bundle's source string stays in the heap for
  // the life of the process (decision 010). Less to parse at start too. Names are kept, and the
  // source map maps stack traces back (`--enable-source-maps`).
  minifyWhitespace: true,
  charset: 'ascii',
  // Licence comments go to dist/main.js.LEGAL.txt, not into the source string.
  legalComments: 'external',
  // The contract package is TypeScript source: bundle it instead of loading it at run time.
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
// The migrated cluster a new PGlite data dir is copied from (src/db/make-template.ts).
const t = spawnSync(process.execPath, ['dist/make-template.js', 'dist/template-db'], { stdio: 'inherit' });
if (t.status !== 0) throw new Error('make-template failed');
fs.rmSync('dist/make-template.js');
fs.rmSync('dist/make-template.js.map');
console.log('server built: apps/server/dist/main.js (and dist/template-db)');
