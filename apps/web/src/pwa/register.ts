import type { Locale } from '@nanhua/contract';

/**
 * Registers the service worker (src/pwa/sw.ts) in production builds only: the dev server and component
 * tests never run it. After the page has loaded, so installing it (the shell precache) never competes
 * with the first screen.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => void navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => undefined);
  // The app may start after the load event (main.tsx waits for the home's first picture).
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register);
}

/** The install manifest in the interface language (vite.config.ts writes one per language). */
export function linkManifest(locale: Locale): void {
  const link = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
  const href = locale === 'en' ? '/manifest.en.webmanifest' : '/manifest.webmanifest';
  if (link && link.getAttribute('href') !== href) link.setAttribute('href', href);
}
