import { defineConfig } from 'vitest/config';

/**
 * The API suite; the root config runs it twice, on PGlite and on a throw-away PostgreSQL cluster. Every
 * file builds its own app on its own database (a copy of the run's template, test/template-db.ts), so
 * the files of a worker share their evaluated modules (isolate: false): the app is imported once per
 * worker, not once per file. A file that mocks a module resets the modules itself (faults-healthy,
 * limits-burst).
 */
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    isolate: false,
  },
});
