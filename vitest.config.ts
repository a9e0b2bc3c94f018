import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { defineConfig } from 'vitest/config';
import { useRamTmpdir } from './scripts/ram-tmpdir.mjs';

// Scratch files (test databases, e2e data directories, Chromium profiles) in memory when there is room.
useRamTmpdir();

/**
 * A front end's test files that replace a module (`vi.mock`) or say they need a fresh document: they run in an isolated project of their
 * own (fresh modules per file), the rest share their modules and environment per worker, which saves
 * the ~1.6 s each file spent importing React, antd and the app again (issue 33).
 */
/** `vi.mock`, or a file's own note that it needs a fresh document (`// vitest: isolated — <why>`). */
const isolatedTest = /\bvi\.(do)?[mM]ock\(|^\/\/ vitest: isolated\b/m;

function mockingTests(app: string): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const e of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, e.name);
      if (e.isDirectory()) walk(path);
      else if (/\.test\.tsx?$/.test(e.name) && isolatedTest.test(readFileSync(path, 'utf8')))
        found.push(relative(app, path));
    }
  };
  for (const dir of ['src', 'test']) walk(join(app, dir));
  return found;
}

/**
 * Node flags of the test workers: a larger young generation (V8's default semi-space is 16 MB) halves
 * the scavenges of files that build apps, answer thousands of injected requests and render React trees;
 * 7–8% off the API files on two cores (apps/api/src/modules/{ticket,shop,usercenter} on PGlite: 44–46 s → 42 s).
 */
const execArgv = ['--max-semi-space-size=32'];

/** The app's project twice: most files sharing modules (isolate: false), the mocking ones isolated. */
const frontEnd = (name: string, app: string) => {
  const isolated = mockingTests(app);
  return [
    {
      extends: `./${app}/vitest.config.ts`,
      test: { name, root: `./${app}`, isolate: false, exclude: isolated, execArgv },
    },
    {
      extends: `./${app}/vitest.config.ts`,
      test: { name: `${name}-isolated`, root: `./${app}`, include: isolated, execArgv },
    },
  ];
};

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
      ...frontEnd('web', 'apps/web'),
      ...frontEnd('console', 'apps/console'),
      {
        extends: './apps/api/vitest.config.ts',
        test: {
          name: 'api-pglite',
          root: './apps/api',
          env: { TEST_DB: 'pglite' },
          globalSetup: ['./test/global-pglite.ts'],
          execArgv,
        },
      },
      {
        extends: './apps/api/vitest.config.ts',
        test: {
          name: 'api-postgres',
          root: './apps/api',
          env: { TEST_DB: 'postgres' },
          globalSetup: ['./test/global-postgres.ts'],
          execArgv,
        },
      },
    ],
  },
});
