import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, vi } from 'vitest';
import '../src/lib/i18n';
import '../src/lib/client';

// Pages load lazily (their own chunk), which takes a while on a busy machine.
configure({ asyncUtilTimeout: 8000 });

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  localStorage.clear();
});

// The files of a worker share their modules and document (vitest.config.ts: isolate false): what a file
// stubbed (globals, timers) is put back before the next file runs.
afterAll(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});
