import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const apiTarget = 'http://localhost:8080';

export default defineConfig({
  base: '/',
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
    rollupOptions: {
      // The app, and live.html: the page that hosts Zoom's Client View (its scripts come from Zoom at run time).
      input: {
        index: fileURLToPath(new URL('index.html', import.meta.url)),
        live: fileURLToPath(new URL('live.html', import.meta.url)),
      },
    },
  },
  server: {
    proxy: {
      '/api': apiTarget,
      '/files': apiTarget,
    },
  },
});
