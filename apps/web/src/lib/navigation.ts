import { isSignedIn } from '@nanhua/client';
import { requiresAuth, signInHref } from '../config/paths';

export interface NavigateOptions {
  replace?: boolean;
}
export type Navigator = (to: string, options?: NavigateOptions) => void;

const hashNavigator: Navigator = (to, options) => {
  const url = `${window.location.pathname}${window.location.search}#${to}`;
  if (options?.replace) window.location.replace(url);
  else window.location.hash = to;
};

let current: Navigator = hashNavigator;

/** The app wires the router here; tests inject a spy. Code outside React navigates through it. */
export function setNavigator(navigator: Navigator | null): void {
  current = navigator ?? hashNavigator;
}

export function navigate(to: string, options?: NavigateOptions): void {
  if (options) current(to, options);
  else current(to);
}

/** The in-app location now showing (the hash router's path and query), e.g. '/pages/vote/detail?id=3'. */
export const currentHref = (): string => window.location.hash.replace(/^#/, '');

/**
 * The common navigation helper: a screen that needs a session sends a signed-out user to login, which
 * returns to that screen afterwards.
 */
export function navigateTo(to: string, options?: NavigateOptions): void {
  navigate(requiresAuth(to) && !isSignedIn() ? signInHref(to) : to, options);
}

/** An action that needs a member (vote, comment, like, register): login, then back to this screen. */
export function goToSignIn(back: string = currentHref()): void {
  navigate(signInHref(back));
}
