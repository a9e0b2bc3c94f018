import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

export const mainId = 'main';

/** The page's title (the nav bar's h1), else <main> itself: where a screen reader or keyboard user starts reading. */
function pageStart(): HTMLElement | null {
  const main = document.getElementById(mainId);
  const heading = main?.querySelector<HTMLElement>('h1');
  return heading ?? main;
}

/** Moves focus to the page's start without scrolling (scroll-restoration.ts places the page); answers whether it did. */
export function focusPageStart(): boolean {
  const target = pageStart();
  if (!target) return false;
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
  return document.activeElement === target;
}

/** The skip link's click: to the page's start, without the hash router seeing `#main` as a route. */
export function skipToContent(e: { preventDefault(): void }): void {
  e.preventDefault();
  focusPageStart();
}

/**
 * After a route change, focus goes to the new page's title (WCAG 2.4.3): a screen reader announces the
 * page and the next Tab starts in it, not back at the link that led here. The page may still be loading
 * (its chunk, the route loader): each frame, for up to 3 s, it waits for <main> to hold a new page that
 * is not the loader. A page that placed focus itself (an input with autofocus, a sheet) keeps it. The
 * first screen is left alone.
 */
export function useRouteFocus(): void {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const main = document.getElementById(mainId);
    if (!main) return;
    const before = { start: pageStart(), page: main.firstElementChild, focused: document.activeElement };
    const deadline = performance.now() + 3_000;
    let frame = 0;
    const look = () => {
      const active = document.activeElement;
      // The new page (or a sheet it opened) focused something of its own: leave it there.
      if (active && active !== before.focused && active !== document.body) return;
      const changed = pageStart() !== before.start || main.firstElementChild !== before.page;
      const loading = main.querySelector('[data-testid="page-loader"]') !== null;
      if ((changed && !loading) || performance.now() > deadline) {
        focusPageStart();
        return;
      }
      frame = requestAnimationFrame(look);
    };
    frame = requestAnimationFrame(look);
    return () => cancelAnimationFrame(frame);
  }, [pathname]);
}
