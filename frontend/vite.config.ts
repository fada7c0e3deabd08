import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The NestJS api serves frontend/dist at `/` and the api under `/api` (same origin).
// In `vite dev` the api runs separately, so `/api` is proxied to it.
export default defineConfig({
  plugins: [react()],
  server: {
    proxy: {
      '/api': 'http://127.0.0.1:3000',
    },
  },
});
