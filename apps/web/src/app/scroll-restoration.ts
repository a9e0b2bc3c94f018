import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

const storageKey = 'nh-scroll';

function readSaved(): Record<string, number> {
  try {
    const saved: unknown = JSON.parse(sessionStorage.getItem(storageKey) ?? '{}');
    return saved !== null && typeof saved === 'object' ? (saved as Record<string, number>) : {};
  } catch {
    return {};
  }
}

/**
 * What react-router's ScrollRestoration did for its data router, for the declarative HashRouter the app
 * uses (app/router.tsx): each history entry keeps its scroll position; going back or forward (POP, a
 * reload too) returns to it, any other navigation starts at the top. Positions are kept per entry key
 * as the page scrolls and saved to sessionStorage when the page is hidden, so a reload finds them.
 */
export function useScrollRestoration(): void {
  const { key } = useLocation();
  const navigationType = useNavigationType();
  const positions = useRef<Record<string, number> | null>(null);
  positions.current ??= readSaved();
  const current = useRef(key);

  useEffect(() => {
    const before = window.history.scrollRestoration;
    window.history.scrollRestoration = 'manual';
    const onScroll = () => {
      if (positions.current) positions.current[current.current] = window.scrollY;
    };
    const onHide = () => {
      try {
        sessionStorage.setItem(storageKey, JSON.stringify(positions.current ?? {}));
      } catch {
        // Storage full or refused: positions live on for this page's life only.
      }
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('pagehide', onHide);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('pagehide', onHide);
      window.history.scrollRestoration = before;
    };
  }, []);

  // A layout effect: the page is placed before the browser paints the new location.
  useLayoutEffect(() => {
    current.current = key;
    const saved = navigationType === 'POP' ? positions.current?.[key] : undefined;
    window.scrollTo(0, saved ?? 0);
  }, [key, navigationType]);
}
