import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** The SPA is served by the backend from frontend/dist; in development Vite proxies the API to it. */
export default defineConfig({
  plugins: [react()],
  base: '/',
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    // Read by `npm run size` to find what each page loads first.
    manifest: true,
  },
  server: {
    proxy: {
      '/api': 'http://localhost:3000',
      // The image proxy (avatars, thumbnails) is served by the backend too.
      '/_next/image': 'http://localhost:3000',
    },
  },
});
