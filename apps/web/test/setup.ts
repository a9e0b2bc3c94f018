import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { installAntdRender } from '../src/lib/antd-render';
import { loadLanguage } from '../src/lib/i18n';

installAntdRender();

// The app loads one language chunk on demand; tests switch freely, so both are loaded up front.
await loadLanguage('zh-Hans');
await loadLanguage('en');

// The request layer is wired as in main.tsx (importing lib/client wires it), once the test file has
// registered its mocks: a test that mocks antd-mobile's Toast sees the request layer's toasts there too.
beforeAll(async () => void (await import('../src/lib/client')));

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  localStorage.clear();
});
