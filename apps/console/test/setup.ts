import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import '../src/lib/i18n';
import '../src/lib/client';

// Pages load lazily (their own chunk), which takes a while on a busy machine.
configure({ asyncUtilTimeout: 8000 });

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  localStorage.clear();
});
