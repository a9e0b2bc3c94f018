import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach } from 'vitest';
import '../src/lib/i18n';
import '../src/lib/client';

// Pages load lazily (their own chunk), which takes a while on a busy machine.
configure({ asyncUtilTimeout: 8000 });

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  localStorage.clear();
});

// Files of a worker share one document (isolate: false): what a file left in it (a toast, a sheet's
// portal drawn outside React's tree) must not be found by the next file's queries.
afterAll(() => {
  document.body.innerHTML = '';
});
