/** The router's navigate, bound at start (main.tsx) so the request layer can send the user somewhere. */
type Navigate = (to: string, options?: { replace?: boolean }) => void;

let navigator: Navigate = (to) => {
  window.location.assign(`/console${to}`);
};

export function setNavigator(next: Navigate): void {
  navigator = next;
}

export function navigate(to: string, options?: { replace?: boolean }): void {
  navigator(to, options);
}

/** Where the user is now, inside the console (without the /console base). */
export function currentPath(): string {
  const { pathname, search } = window.location;
  const inside = pathname.startsWith('/console') ? pathname.slice('/console'.length) || '/' : pathname;
  return inside + search;
}

export const signInPath = '/sign-in';

/** The sign-in page, coming back to `from` afterwards (never back to the sign-in page itself). */
export function signInHref(from: string = currentPath()): string {
  return from && !from.startsWith(signInPath) && from !== '/'
    ? `${signInPath}?from=${encodeURIComponent(from)}`
    : signInPath;
}

/** A `from` taken from the address: only a path inside the console, never another site. */
export function safeFrom(raw: string | null): string {
  return raw && raw.startsWith('/') && !raw.startsWith('//') && !raw.startsWith(signInPath) ? raw : '/';
}

export function goToSignIn(): void {
  navigate(signInHref(), { replace: true });
}
