import { defineConfig } from 'vitest/config';

/** The API suite; the root config runs it twice, on PGlite and on a throw-away PostgreSQL cluster. */
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
