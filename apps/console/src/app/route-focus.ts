import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';

export const mainId = 'main';
const routeStatusId = 'nh-route-status';

/**
 * The polite live region that says the new page's title after a route change (WCAG 4.1.3, issue 35): made
 * on the first screen and kept (a region added together with its text is not announced); out of sight.
 */
export function routeStatusRegion(): HTMLElement {
  let region = document.getElementById(routeStatusId);
  if (!region) {
    region = document.createElement('div');
    region.id = routeStatusId;
    region.setAttribute('role', 'status');
    region.setAttribute('aria-live', 'polite');
    region.setAttribute('aria-atomic', 'true');
    region.dataset.testid = 'route-status';
    Object.assign(region.style, {
      position: 'absolute',
      width: '1px',
      height: '1px',
      overflow: 'hidden',
      clipPath: 'inset(50%)',
      whiteSpace: 'nowrap',
    });
    document.body.appendChild(region);
  }
  return region;
}

/** The document's title (WCAG 2.4.2): the page's heading, then the console's name ('Orders - Nam Hwa Console'). */
export function titleDocument(brand: string): string {
  const heading = pageHeading()?.textContent?.replace(/\s+/g, ' ').trim();
  const title = heading && heading !== brand ? `${heading} - ${brand}` : brand;
  document.title = title;
  return title;
}

/**
 * The page's title (its first heading with words: antd's Skeleton, shown while a page loads, draws an empty
 * h3), else <main> itself: where a screen reader or keyboard user starts reading.
 */
function pageHeading(): HTMLElement | null {
  const main = document.getElementById(mainId);
  const headings = main ? Array.from(main.querySelectorAll<HTMLElement>('h1, h2, h3, h4')) : [];
  return headings.find((h) => !h.closest('.ant-skeleton') && (h.textContent ?? '').trim() !== '') ?? null;
}
function pageStart(): HTMLElement | null {
  return pageHeading() ?? document.getElementById(mainId);
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
 * frame, for up to 3 s, it waits for a heading that the last route's page did not have (a page whose code
 * has loaded is drawn in the same commit as the new route, so it is told apart from the last page, not
 * from what is drawn when this runs). A page that focused a field of its own keeps it. Either way the
 * document takes the page's title and the route's live region says it; the first screen is titled only.
 */
export function useRouteFocus(): void {
  const { pathname } = useLocation();
  const { i18n } = useTranslation();
  const first = useRef(true);
  const shown = useRef<HTMLElement | null>(null);
  useEffect(() => {
    const firstScreen = first.current;
    first.current = false;
    const region = routeStatusRegion();
    const before = firstScreen ? null : shown.current;
    const focusedBefore = document.activeElement;
    const deadline = performance.now() + 3_000;
    let frame = 0;
    const arrived = (focus: boolean) => {
      shown.current = pageStart();
      if (focus && !firstScreen) focusPageStart();
      const title = titleDocument(i18n.t('app.name'));
      if (firstScreen) return;
      // Emptied, then filled on the next frame: the same title again is read too.
      region.textContent = '';
      frame = requestAnimationFrame(() => (region.textContent = title));
    };
    const look = () => {
      const active = document.activeElement;
      if (!firstScreen && active && active !== focusedBefore && active !== document.body) return arrived(false);
      const start = pageStart();
      const came = start !== null && start !== before && start.id !== mainId;
      if (came || performance.now() > deadline) {
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
