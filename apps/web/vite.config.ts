import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { antdOneByOne } from './build/antd-one-by-one-plugin';
import { contractMeta } from './build/contract-meta-plugin';

export default defineConfig(({ isSsrBuild }) => ({
  // contractMeta: `@app/contract/meta/*` becomes plain call metadata, keeping zod out of the
  // routes that only call the API (docs/decisions/009-contract-in-the-browser.md). antdOneByOne:
  // each antd-mobile component brings only its own styles (build/antd-one-by-one-plugin.ts).
  plugins: [contractMeta(), antdOneByOne(), react()],
  server: {
    port: 5173,
    // `npm run dev`: the API server runs on 8080 beside Vite.
    proxy: {
      '/service': 'http://localhost:8080',
      '/frontend': 'http://localhost:8080',
      '/media': 'http://localhost:8080',
      '/uploads': 'http://localhost:8080',
    },
  },
  // The manifest tells the server which chunks and styles a server-rendered page needs at once;
  // the server bundle (`--ssr src/entry-server.tsx`) carries its dependencies so Node never has to
  // import antd-mobile's CSS (docs/decisions/011-server-rendered-first-paint.md).
  // The server bundle is minified too: the server keeps each loaded chunk's source text for the life
  // of the process (V8 compiles lazily from it), ~1.6 MB of it unminified (decision 010).
  build: {
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 400,
    manifest: true,
    ...(isSsrBuild ? { minify: 'oxc' as const } : {}),
  },
  ssr: { noExternal: true },
  // The bundled React of the server build must be its production build whatever NODE_ENV says at run time.
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {},
}));
