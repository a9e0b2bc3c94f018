import { defineConfig } from 'vitest/config';

/** Unit and integration suites of every workspace (e2e has its own config). */
export default defineConfig({
  test: {
    projects: ['packages/contract', 'apps/api', 'apps/web'],
  },
});
