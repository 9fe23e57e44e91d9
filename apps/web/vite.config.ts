import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { contractMeta } from './build/contract-meta-plugin';

export default defineConfig({
  // contractMeta: `@app/contract/meta/*` becomes plain call metadata, keeping zod out of the
  // routes that only call the API (docs/decisions/009-contract-in-the-browser.md).
  plugins: [contractMeta(), react()],
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
  build: { target: 'es2022', sourcemap: false, chunkSizeWarningLimit: 400 },
});
