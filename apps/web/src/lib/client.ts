import { Toast } from 'antd-mobile';
import { configureClient } from '@nanhua/client';
import { limits } from '@nanhua/contract';
import { homePath } from '../config/paths';
import { currentLocale, i18n } from './i18n';
import { goToSignIn, navigate } from './navigation';
import { forgetOfflineTickets } from '../pwa/offline-session';

/** Error toast of SPEC §8: error icon, a mask that swallows taps, 2000 ms. */
export function showErrorToast(content: string): void {
  Toast.show({ icon: 'fail', content, maskClickable: false, duration: limits.toastMs });
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
 * and cache. main.tsx imports it first; so does every feature api module that calls the client. That
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
