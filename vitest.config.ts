import { defineConfig } from 'vitest/config';

/** Unit and integration suites of every workspace (e2e has its own config). */
export default defineConfig({
  test: {
    projects: [
      'packages/contract',
      'packages/client',
      'apps/web',
      'apps/console',
      { extends: './apps/api/vitest.config.ts', test: { name: 'api-pglite', root: './apps/api', env: { TEST_DB: 'pglite' } } },
      {
        extends: './apps/api/vitest.config.ts',
        test: { name: 'api-postgres', root: './apps/api', env: { TEST_DB: 'postgres' }, globalSetup: ['./test/global-postgres.ts'] },
      },
    ],
  },
});
