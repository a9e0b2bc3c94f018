import { defineConfig } from 'vitest/config';

/** The client runs in browsers and workers alike: its tests inject storage and the rest, so plain Node will do. */
export default defineConfig({ test: { name: 'client', include: ['test/**/*.test.ts'] } });
