import { configureClient } from '@nanhua/client';
import { homePath } from '../config/paths';
import { currentLocale, i18n } from './i18n';
import { goToSignIn, navigate } from './navigation';
import { forgetOfflineTickets } from '../pwa/offline-session';
import type * as ErrorToastModule from './error-toast';

type ErrorToast = typeof ErrorToastModule;
let errorToast: ErrorToast | null = null;
let loadingToast: Promise<ErrorToast> | null = null;

/**
 * antd-mobile's Toast (with its mask, animation library and renderer) is not part of the first screen:
 * it loads a little after the page has loaded (or with the first error, if that comes sooner).
 */
export function preloadErrorToast(): Promise<ErrorToast> {
  if (!loadingToast) {
    loadingToast = import('./error-toast').then((m) => (errorToast = m));
    loadingToast.catch(() => (loadingToast = null));
  }
  return loadingToast;
}

/** Error toast of SPEC §8: error icon, a mask that swallows taps, 2000 ms. */
export function showErrorToast(content: string): void {
  if (errorToast) errorToast.showErrorToast(content);
  else void preloadErrorToast().then((m) => m.showErrorToast(content), () => undefined);
}

// A few seconds after the load event: the toast's code (and its icon set) never competes with the first
// screen's picture and renders; an error before then loads it on the spot.
const toastDelayMs = 3000;
if (typeof window !== 'undefined') {
  const later = () => setTimeout(() => void preloadErrorToast().catch(() => undefined), toastDelayMs);
  if (document.readyState === 'complete') later();
  else window.addEventListener('load', later, { once: true });
}

/**
 * The request layer's toast, except with no network: then the offline banner says it once for every
 * read (no mask over the ticket at the door), and a write says it with its own message (query-client.ts).
 */
function showRequestError(content: string): void {
  if (navigator.onLine === false) return;
  showErrorToast(content);
}

/** The cache a session change empties: the react-query client the app renders with (AppProviders binds it). */
let queryCache: { clear(): void } | null = null;

export function bindQueryCache(cache: { clear(): void } | null): void {
  queryCache = cache;
}

/**
 * Importing this module wires @nanhua/client into the mobile app: its storage, router, toast, language
 * and cache. app/boot.tsx imports it first; so does every feature api module that calls the client. That
 * import states what the call needs (the web-wired client) and keeps the pieces it shows with together:
 * rolldown groups modules by the routes that reach them, and without it antd-mobile's Toast and its
 * parts, reached by different routes, fall into a dozen small chunks (+4 KB gzip on the home route).
 */
configureClient({
  storage: localStorage,
  navigate: (to) => navigate(to),
  goToSignIn: () => goToSignIn(),
  homePath,
  showError: showRequestError,
  currentLocale,
  t: (key) => i18n.t(key),
  clearCache: () => {
    queryCache?.clear();
    forgetOfflineTickets();
  },
});
