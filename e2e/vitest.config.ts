import { defineConfig } from 'vitest/config';

/** Playwright specs against the real built server (`npm run build` first; `npm run test:e2e` does it). */
export default defineConfig({
  test: {
    name: 'e2e',
    root: './e2e',
    include: ['specs/**/*.e2e.ts'],
    testTimeout: 120_000,
    hookTimeout: 120_000,
    fileParallelism: false,
  },
});
