import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { politeStatusRegion } from '../lib/live-region';

export const mainId = 'main';
const routeStatusId = 'nh-route-status';

/**
 * The polite live region that says the new page's title after a route change (WCAG 4.1.3, issue 35): a
 * page that placed focus itself (a field, a sheet) has its heading not read, and a region added together
 * with its text is not announced, so it is made on the first screen and stays.
 */
export const routeStatusRegion = (): HTMLElement => politeStatusRegion(routeStatusId, 'route-status');

/**
 * The document's title (WCAG 2.4.2): the page's heading, then the company ('Confirm order - Nam Hwa
 * Opera'); the company alone where the heading is its name or there is none. Answers the title.
 */
export function titleDocument(brand: string): string {
  const heading = document.getElementById(mainId)?.querySelector('h1')?.textContent?.replace(/\s+/g, ' ').trim();
  const title = heading && heading !== brand ? `${heading} - ${brand}` : brand;
  document.title = title;
  return title;
}

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
 * is not the loader. A page that placed focus itself (an input with autofocus, a sheet) keeps it. Either
 * way the document takes the page's title and the route's live region says it. The first screen keeps
 * its focus and is not announced (the screen reader reads the new document); its title is set.
 */
export function useRouteFocus(): void {
  const { pathname } = useLocation();
  const { i18n } = useTranslation();
  const first = useRef(true);
  // The page the last route showed once it had arrived: the new one is told apart from it, not from what is
  // drawn when this effect runs (a page whose code has loaded is drawn in the same commit as the new route).
  const shown = useRef<{ start: HTMLElement | null; page: Element | null }>({ start: null, page: null });
  useEffect(() => {
    const firstScreen = first.current;
    first.current = false;
    const region = routeStatusRegion();
    const main = document.getElementById(mainId);
    if (!main) return;
    const before = firstScreen ? { start: pageStart(), page: main.firstElementChild } : shown.current;
    const focusedBefore = document.activeElement;
    const deadline = performance.now() + 3_000;
    let frame = 0;
    const arrived = (focus: boolean) => {
      shown.current = { start: pageStart(), page: main.firstElementChild };
      if (focus && !firstScreen) focusPageStart();
      const title = titleDocument(i18n.t('app.name'));
      if (firstScreen) return;
      // Emptied, then filled on the next frame: the same title again (a page left and come back to) is read too.
      region.textContent = '';
      frame = requestAnimationFrame(() => (region.textContent = title));
    };
    const look = () => {
      const active = document.activeElement;
      const changed = pageStart() !== before.start || main.firstElementChild !== before.page;
      const loading = main.querySelector('[data-testid="page-loader"]') !== null;
      // The new page (or a sheet it opened) focused something of its own: leave it there.
      if (!firstScreen && active && active !== focusedBefore && active !== document.body) return arrived(false);
      if ((changed && !loading) || performance.now() > deadline || (firstScreen && !loading && pageStart() !== main)) {
        arrived(true);
        return;
      }
      frame = requestAnimationFrame(look);
    };
    frame = requestAnimationFrame(look);
    return () => cancelAnimationFrame(frame);
  }, [pathname, i18n]);

  // The title follows the language (the heading has been drawn in it by the time effects run).
  const language = i18n.language;
  useEffect(() => void titleDocument(i18n.t('app.name', { lng: language })), [language, i18n]);
}
