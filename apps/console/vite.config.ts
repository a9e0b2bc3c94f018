import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';

const apiTarget = 'http://localhost:8080';

/**
 * The staff console: its own build, served by the API at /console/ (never part of the mobile bundle).
 * A small service worker of its own (scope /console/) precaches the console shell — the page, its
 * scripts, styles and the QR reader's .wasm — so the door page opens offline after one online visit.
 * Nothing of /api/ is cached: the door keeps its pack and queued scans in IndexedDB.
 */
export default defineConfig({
  base: '/console/',
  plugins: [
    react(),
    VitePWA({
      strategies: 'generateSW',
      // src/main.tsx registers it (production builds only).
      injectRegister: false,
      registerType: 'autoUpdate',
      manifest: {
        id: '/console/',
        start_url: '/console/check-in',
        scope: '/console/',
        lang: 'zh-Hans',
        name: '南华管理台 · 检票（Nam Hwa console · door）',
        short_name: '南华检票',
        description: '南华潮剧社工作人员管理台与离线检票（Nam Hwa Opera staff console and offline door check-in）',
        display: 'standalone',
        orientation: 'portrait',
        theme_color: '#c8161d',
        background_color: '#ffffff',
        icons: [],
      },
      includeManifestIcons: false,
      workbox: {
        globPatterns: ['index.html', 'assets/*.{js,css,wasm,svg,png,woff2}', '*.webmanifest'],
        globIgnores: ['**/*.map'],
        navigateFallback: '/console/index.html',
        navigateFallbackAllowlist: [/^\/console\//],
        // The zxing reader's .wasm is about 1 MB.
        maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
        cleanupOutdatedCaches: true,
        clientsClaim: true,
        skipWaiting: true,
        runtimeCaching: [],
      },
    }),
  ],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
  },
  server: {
    proxy: {
      '/api': apiTarget,
      '/files': apiTarget,
    },
  },
});
