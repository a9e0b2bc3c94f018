import { configureClient, RequestError } from '@nanhua/client';
import { homePath } from '../config/paths';
import { currentLocale, i18n } from './i18n';
import { goToSignIn, navigate } from './navigation';
import { forgetOfflineTickets } from '../pwa/offline-session';
import { reportRequestFailure } from '../pwa/network-status';
import type * as ErrorToastModule from './error-toast';
import { loadOnce, onFirstAct } from './load-once';

type ErrorToast = typeof ErrorToastModule;
const errorToast = loadOnce<ErrorToast>(() => import('./error-toast'));

/**
 * antd-mobile's Toast (with its mask, animation library and renderer) is not part of the first screen:
 * it loads at the visitor's first touch, scroll or key on the page, or with the first error if that
 * comes sooner (evaluating it while the page starts would be a long task on a slow phone).
 */
export const preloadErrorToast = (): Promise<ErrorToast> => errorToast();

/** Error toast of SPEC §8: error icon, a mask that swallows taps, 2000 ms. */
export function showErrorToast(content: string): void {
  const loaded = errorToast.loaded();
  if (loaded) loaded.showErrorToast(content);
  else
    void errorToast().then(
      (m) => m.showErrorToast(content),
      () => undefined,
    );
}

if (typeof window !== 'undefined') onFirstAct(() => void errorToast().catch(() => undefined));

/**
 * The request layer's toast, except for a request that got no answer (no network, the server out of
 * reach, or none within the request layer's limit): then the network banner (pwa/network-status.ts) says
 * it once for every read, in words that tell offline, unreachable and slow apart (no mask over the
 * ticket at the door, no "timed out" over a page that has loaded), and a write says it with its own
 * message (query-client.ts). Without a network at all, nothing is toasted.
 */
function showRequestError(content: string, kind?: 'network' | 'timeout'): void {
  if (navigator.onLine === false) return;
  if (kind) {
    reportRequestFailure(new RequestError(kind, content));
    return;
  }
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
