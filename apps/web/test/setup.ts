import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { installAntdRender } from '../src/lib/antd-render';
import { loadLanguage } from '../src/lib/i18n';

installAntdRender();

// The app loads one language chunk on demand; tests switch freely, so both are loaded up front.
await loadLanguage('zh-Hans');
await loadLanguage('en');

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  localStorage.clear();
});
