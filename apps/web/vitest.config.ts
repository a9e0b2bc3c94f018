import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'happy-dom',
    setupFiles: ['test/setup.ts'],
    // The unit run shares two cores with the e2e build (package.json `test`): a test that waits for a
    // condition may need more than vitest's 5 s default on a loaded machine (the console's ceiling).
    testTimeout: 20_000,
    // antd-mobile's ES build imports its own CSS; inlining lets Vite handle those imports.
    server: { deps: { inline: ['antd-mobile'] } },
  },
});
