import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

export const mainId = 'main';

/** The page's title (its first heading), else <main> itself: where a screen reader or keyboard user starts reading. */
function pageStart(): HTMLElement | null {
  const main = document.getElementById(mainId);
  return main?.querySelector<HTMLElement>('h1, h2, h3, h4') ?? main;
}

/** Moves focus to the page's start without scrolling; answers whether it did. */
export function focusPageStart(): boolean {
  const target = pageStart();
  if (!target) return false;
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
  return document.activeElement === target;
}

/**
 * Where focus goes when a dialog has closed and left it on the body: back to the control that opened it,
 * or when that has gone (its work done, e.g. "Approve refund" once the refund is approved) to the page's
 * start, not nowhere (WCAG 2.4.3, issue 35). A focus already placed elsewhere is left alone.
 */
export function returnFocus(opener: Element | null): void {
  const active = document.activeElement;
  if (active && active !== document.body) return;
  if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
  else focusPageStart();
}

/** The skip link's click: past the side menu and the header, to the page (no `#main` left in the address). */
export function skipToContent(e: { preventDefault(): void }): void {
  e.preventDefault();
  focusPageStart();
}

/**
 * After a route change (a side-menu link, a row opened), focus goes to the new page's title (WCAG 2.4.3):
 * a screen reader announces it and the next Tab starts in the page. A lazy page may still be loading: each
 * frame, for up to 3 s, it waits for a heading that was not there before. A page that focused a field of
 * its own keeps it; the first screen is left alone.
 */
export function useRouteFocus(): void {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const before = { start: pageStart(), focused: document.activeElement };
    const deadline = performance.now() + 3_000;
    let frame = 0;
    const look = () => {
      const active = document.activeElement;
      if (active && active !== before.focused && active !== document.body) return;
      const start = pageStart();
      const arrived = start !== null && start !== before.start && start.id !== mainId;
      if (arrived || performance.now() > deadline) {
        focusPageStart();
        return;
      }
      frame = requestAnimationFrame(look);
    };
    frame = requestAnimationFrame(look);
    return () => cancelAnimationFrame(frame);
  }, [pathname]);
}
