import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import '../src/lib/i18n';
import '../src/lib/client';

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  localStorage.clear();
});
