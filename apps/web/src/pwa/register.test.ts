import { afterEach, describe, expect, it, vi } from 'vitest';
import { linkManifest, registerServiceWorker } from './register';

afterEach(() => {
  document.head.innerHTML = '';
  vi.unstubAllGlobals();
});

describe('the installable app', () => {
  it('links the manifest in the interface language', () => {
    document.head.innerHTML = '<link rel="manifest" href="/manifest.webmanifest">';
    const link = () => document.querySelector('link[rel="manifest"]')!.getAttribute('href');
    linkManifest('en');
    expect(link()).toBe('/manifest.en.webmanifest');
    linkManifest('zh-Hans');
    expect(link()).toBe('/manifest.webmanifest');
  });

  it('never registers the service worker outside a production build (tests, the dev server)', () => {
    const register = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { ...navigator, serviceWorker: { register } });
    const added = vi.spyOn(window, 'addEventListener');
    registerServiceWorker();
    window.dispatchEvent(new Event('load'));
    expect(register).not.toHaveBeenCalled();
    expect(added.mock.calls.some(([type]) => type === 'load')).toBe(false);
    added.mockRestore();
  });
});
