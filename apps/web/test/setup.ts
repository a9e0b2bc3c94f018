import { cleanup, configure } from '@testing-library/react';
import { Toast } from 'antd-mobile';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { installAntdRender } from '../src/lib/antd-render';
import { loadLanguage } from '../src/lib/i18n';

installAntdRender();

// findBy…/waitFor wait for a condition up to 8 s (Testing Library's 1 s default): the unit run keeps both
// cores busy with the API files, and a toast that mounts in 50 ms alone once took over a second (as the
// console's setup).
configure({ asyncUtilTimeout: 8000 });

// The app loads one language chunk on demand; tests switch freely, so both are loaded up front.
await loadLanguage('zh-Hans');
await loadLanguage('en');

// The request layer is wired as in main.tsx (importing lib/client wires it), once the test file has
// registered its mocks: a test that mocks antd-mobile's Toast sees the request layer's toasts there too.
// Its toast and the bottom sheet's Popup (both loaded apart in the app) are there before the first test,
// so toasts and sheets show at once, as they do once the app has loaded.
beforeAll(async () => {
  await (await import('../src/lib/client')).preloadErrorToast();
  await (await import('../src/components/popup-sheet')).loadSheet();
});

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
// antd-mobile keeps the toast it showed last and updates it in place: one left open by a test (its node gone
// with the document's cleanup) swallowed the next file's toast (share-button.test failed in CI that way).
afterEach(() => {
  Toast.clear();
  cleanup();
  localStorage.clear();
});

// The files of a worker share their modules and document (vitest.config.ts: isolate false): what a file
// stubbed (globals, timers) is put back before the next file runs.
afterAll(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});
