import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';

// The NestJS api serves frontend/dist at `/` and the api under `/api` (same origin), sending the
// .br/.gz files written here to clients that accept them (nothing is compressed per request).
// In `vite dev` the api runs separately, so `/api` is proxied to it.
export default defineConfig({
  plugins: [react(), compression({ algorithms: ['gzip', 'brotliCompress'], threshold: 1024 })],
  server: {
    proxy: {
      '/api': 'http://127.0.0.1:3000',
    },
  },
});
