import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    // `npm run dev`: the API server runs on 8080 beside Vite.
    proxy: { '/service': 'http://localhost:8080', '/frontend': 'http://localhost:8080', '/media': 'http://localhost:8080', '/uploads': 'http://localhost:8080' },
  },
  build: { target: 'es2022', sourcemap: false, chunkSizeWarningLimit: 400 },
});
