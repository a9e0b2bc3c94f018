import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  test: {
    name: 'console',
    environment: 'happy-dom',
    setupFiles: ['test/setup.ts'],
    testTimeout: 20_000,
  },
});
