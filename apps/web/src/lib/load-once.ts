import { createElement, lazy, type ComponentType } from 'react';

/**
 * A part of the app loaded apart from the first screen, on its first need: every caller shares the one
 * load, `loaded()` gives it synchronously once it is there, and a load that failed (no network) is tried
 * again by the next caller. The bottom sheet (components/popup-sheet.tsx) and the error toast
 * (lib/client.ts) load this way.
 */
export function loadOnce<T>(load: () => Promise<T>): { (): Promise<T>; loaded(): T | null } {
  let value: T | null = null;
  let loading: Promise<T> | null = null;
  const get = () => {
    if (!loading) {
      loading = load().then((m) => (value = m));
      loading.catch(() => (loading = null));
    }
    return loading;
  };
  return Object.assign(get, { loaded: () => value });
}

/**
 * A component whose code loads apart (`load`, shared as with loadOnce): once loaded it renders at once,
 * with no Suspense fallback in between (React holds a revealed boundary back for about 300 ms); before,
 * it renders through React.lazy. Home's zones below the first screen load while the browser is idle and
 * render as the visitor scrolls near them (pages/index.tsx).
 */
export function lazyOnce<P extends object>(
  load: () => Promise<ComponentType<P>>,
): { load: () => Promise<ComponentType<P>>; Component: ComponentType<P> } {
  const once = loadOnce(load);
  const Lazy = lazy(() => once().then((c) => ({ default: c })));
  const Component = (props: P) => createElement((once.loaded() ?? Lazy) as ComponentType<P>, props);
  return { load: once, Component };
}

const firstActs = ['pointerdown', 'touchstart', 'keydown', 'wheel', 'scroll'] as const;
let waiting: (() => void)[] | null = null;

/**
 * Runs `fn` at the visitor's first touch, scroll or key on the page (one set of listeners for every
 * caller): what a page may need on a tap loads then, not while the page starts (on a slow phone,
 * evaluating it would be a long task). Returns a function that takes `fn` off the list.
 */
export function onFirstAct(fn: () => void): () => void {
  if (!waiting) {
    const queued: (() => void)[] = (waiting = []);
    const act = () => {
      firstActs.forEach((e) => window.removeEventListener(e, act, true));
      waiting = null;
      queued.splice(0).forEach((f) => f());
    };
    firstActs.forEach((e) => window.addEventListener(e, act, { capture: true, passive: true }));
  }
  const mine = waiting;
  mine.push(fn);
  return () => {
    const i = mine.indexOf(fn);
    if (i >= 0) mine.splice(i, 1);
  };
}
