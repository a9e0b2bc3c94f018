import { configureClient, type TokenStorage } from '@nanhua/client';
import { consoleStoragePrefix } from '@nanhua/contract';
import { currentLocale, i18n } from './i18n';
import { goToSignIn, navigate } from './navigation';

/**
 * The console's session is its own: same origin as the mobile app, so its tokens live under their own
 * keys and a member signed in on the app in this browser is never taken for a staff member here.
 */
export const consoleStorage = (base: TokenStorage, prefix = consoleStoragePrefix): TokenStorage => ({
  getItem: (key) => base.getItem(prefix + key),
  setItem: (key, value) => base.setItem(prefix + key, value),
  removeItem: (key) => base.removeItem(prefix + key),
});

type Notify = (content: string) => void;
/** antd's message from <App> (it follows the theme and language); bound by the shell, a plain alert before. */
let notifyError: Notify = (content) => console.error(content);
export function bindErrorNotice(next: Notify): void {
  notifyError = next;
}

let queryCache: { clear(): void; invalidateQueries(): Promise<void> } | null = null;
export function bindQueryCache(cache: { clear(): void; invalidateQueries(): Promise<void> } | null): void {
  queryCache = cache;
}

// The server answers in the request's language (moderated titles, dashboard names, refusal texts...),
// so a language switch fetches every shown query again; the old answer stays on screen meanwhile.
i18n.on('languageChanged', () => void queryCache?.invalidateQueries());

/** Importing this module wires @nanhua/client into the console (main.tsx does, and the test setup). */
configureClient({
  storage: consoleStorage(localStorage),
  navigate: (to) => navigate(to, { replace: true }),
  goToSignIn,
  homePath: '/',
  showError: (content) => notifyError(content),
  currentLocale,
  t: (key) => i18n.t(key),
  clearCache: () => queryCache?.clear(),
});
