import type { Locale } from '@nanhua/contract';

/** The Web Storage subset the tokens need: `localStorage` in a page, an in-memory mirror in a worker. */
export interface TokenStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** The request layer's own texts; each front end translates them (the web: its `request.*` locale keys). */
export type ClientText =
  | 'request.timeout'
  | 'request.fileError'
  | 'request.network'
  | 'request.badRequest'
  | 'request.pleaseLogin'
  | 'request.sessionExpired';

/**
 * What a front end plugs in: the client has no UI, router, language or cache of its own, so the mobile
 * app, the staff console and a service worker each wire theirs with one `configureClient` call.
 */
export interface ClientDeps {
  /** Where both tokens are kept (SPEC §4: signed in only when both are). */
  storage: TokenStorage;
  /** Go to an in-app path, e.g. the home path when the session has ended. */
  navigate: (to: string) => void;
  /** A token call was answered 401: the user signs in (and, in the web, comes back to this screen). */
  goToSignIn: () => void;
  /** Where a user lands when the session cannot continue (SPEC §4: the index page). */
  homePath: string;
  /**
   * SPEC §8's error toast (error icon, a mask that swallows taps, 2000 ms). `kind` names a failure
   * before any answer ('network', 'timeout'), which a front end may say another way (the web's banner).
   */
  showError: (content: string, kind?: 'network' | 'timeout') => void;
  /** The interface language, sent as Accept-Language. */
  currentLocale: () => Locale;
  /** The request layer's fallback texts in the interface language. */
  t: (key: ClientText) => string;
  /** Empty the front end's data cache: nothing of one member may show for the next. */
  clearCache: () => void;
}

let deps: ClientDeps | null = null;

/** Wire the client once at start-up (again in tests to swap a piece). */
export function configureClient(next: ClientDeps): void {
  deps = next;
}

/** The wiring; a call before `configureClient` is a programming error, said plainly. */
export function clientDeps(): ClientDeps {
  if (!deps) throw new Error('@nanhua/client: call configureClient({...}) before the first request');
  return deps;
}
