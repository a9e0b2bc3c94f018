import { useEffect } from 'react';
import { isSignedIn } from '@nanhua/client';
import { currentHref, goToSignIn } from './navigation';

/**
 * What a person started and could not finish yet — a like, a vote, a registration, a premium video — kept
 * while they sign in (or register) or buy a membership, and carried on with when they are back on the page.
 * ONE mechanism for every feature: the way back is the sign-in flow's `redirect` (config/paths.ts, the same
 * that brings a purchase back to its buy page), the action and its inputs wait here, in this tab's session
 * storage, until the page that owns them takes them (`useResumeIntent`).
 */
export interface Intent<T = unknown> {
  /** What to carry on with: 'like', 'vote', 'register', 'unlock'… (the owning feature's word). */
  action: string;
  /** Which item: a feature's key such as 'vote:3', or the page's href. */
  target: string;
  /** The inputs to restore (a ballot's choices and text). */
  data?: T;
  /** The in-app page to come back to. */
  back: string;
  /** What it waits for: a session, or a paid membership (the payment page then returns to `back`). */
  needs: 'signIn' | 'membership';
  /** When it was kept (ms): an intent older than `intentTtlMs` is forgotten. */
  at: number;
}

const storageKey = 'nh.intent';
/** Long enough to register by mailed code or to pay; short enough that a forgotten tap does not come back tomorrow. */
export const intentTtlMs = 30 * 60_000;

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** The intent kept in this tab, if any and still fresh. */
export function peekIntent(): Intent | null {
  const raw = storage()?.getItem(storageKey);
  if (!raw) return null;
  try {
    const i = JSON.parse(raw) as Intent;
    if (
      typeof i?.action === 'string' &&
      typeof i.target === 'string' &&
      typeof i.back === 'string' &&
      typeof i.at === 'number' &&
      Date.now() - i.at < intentTtlMs
    )
      return i;
  } catch {
    // A damaged entry is as good as none.
  }
  storage()?.removeItem(storageKey);
  return null;
}

export function forgetIntent(): void {
  storage()?.removeItem(storageKey);
}

/** Keep an intent (one at a time: the newest wins); `back` is the page showing now unless given. */
export function keepIntent<T>(
  action: string,
  target: string,
  options: { data?: T; back?: string; needs?: Intent['needs'] } = {},
): Intent<T> {
  const intent: Intent<T> = {
    action,
    target,
    back: options.back ?? currentHref(),
    needs: options.needs ?? 'signIn',
    at: Date.now(),
    ...(options.data === undefined ? {} : { data: options.data }),
  };
  try {
    storage()?.setItem(storageKey, JSON.stringify(intent));
  } catch {
    // Storage full or refused: the person still gets back to the page, only the action is not carried on.
  }
  return intent;
}

/** A member-only action tapped by a visitor: keep it, sign in (or register), then back to this page, where it is carried on. */
export function signInThen<T>(action: string, target: string, data?: T): void {
  const { back } = keepIntent(action, target, data === undefined ? {} : { data });
  goToSignIn(back);
}

/** Take (and forget) the intent for `action` on `target` when the person is signed in; null otherwise. */
export function takeIntent<T = unknown>(action: string, target: string): Intent<T> | null {
  const i = peekIntent();
  if (!i || i.action !== action || i.target !== target || !isSignedIn()) return null;
  forgetIntent();
  return i as Intent<T>;
}

/**
 * Carry on with a kept intent once the page can (`ready`: its data is in and the action makes sense now):
 * `apply` runs once with the kept inputs.
 */
export function useResumeIntent<T = unknown>(
  action: string,
  target: string,
  apply: (data: T | undefined) => void,
  ready = true,
): void {
  // Taken once: later runs (a new `apply` each render) find nothing kept and cost one storage read.
  useEffect(() => {
    if (!ready) return;
    const i = takeIntent<T>(action, target);
    if (i) apply(i.data);
  }, [action, target, ready, apply]);
}

/** After a membership is paid: the page the person was on when a premium lock sent them to buy it, if any. */
export function membershipReturn(): string | null {
  const i = peekIntent();
  return i?.needs === 'membership' ? i.back : null;
}
