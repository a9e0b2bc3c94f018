import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'happy-dom',
    setupFiles: ['test/setup.ts'],
    // antd-mobile's ES build imports its own CSS; inlining lets Vite handle those imports.
    server: { deps: { inline: ['antd-mobile'] } },
  },
});
