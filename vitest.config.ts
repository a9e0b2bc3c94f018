import { defineConfig } from 'vitest/config';

/**
 * Unit and integration suites of every workspace (e2e has its own config). Two workers share the
 * 2-core machines (vitest's default is cores − 1, one file at a time): an API file waits on its
 * database or on PostgreSQL's processes while the other computes. Files run project by project (a
 * non-isolated API worker keeps its modules between the files of its project), largest or, from the
 * second run, slowest first (vitest's cache). VITEST_MAX_WORKERS overrides the count.
 */
export default defineConfig({
  test: {
    maxWorkers: Number(process.env.VITEST_MAX_WORKERS ?? 2),
    projects: [
      'packages/contract',
      'packages/client',
      'apps/web',
      'apps/console',
      {
        extends: './apps/api/vitest.config.ts',
        test: { name: 'api-pglite', root: './apps/api', env: { TEST_DB: 'pglite' }, globalSetup: ['./test/global-pglite.ts'] },
      },
      {
        extends: './apps/api/vitest.config.ts',
        test: { name: 'api-postgres', root: './apps/api', env: { TEST_DB: 'postgres' }, globalSetup: ['./test/global-postgres.ts'] },
      },
    ],
  },
});
