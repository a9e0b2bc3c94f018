import { startTransition, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';

/** How near the viewport (px below its bottom edge) the box must come before its sections render. */
export const nearViewportPx = 100;

/**
 * Sections below the first screen. The page's first commit holds only `slot` (a class giving the box
 * about the height they will take), so nothing in view moves when they come and the first commit is small.
 * Once the browser is idle, `prepare` runs (ask for their data, fetch their code: network, not rendering),
 * and they render (a transition, so React yields) when the box is within `nearViewportPx` of the viewport:
 * at once where it already is, or as the visitor scrolls towards it. A phone that is never scrolled down
 * never spends its start-up on what it does not show. Where IntersectionObserver is missing, they render
 * at idle.
 */
export function AfterFirstScreen({ slot, prepare, children }: { slot: string; prepare?: () => void; children: ReactNode }) {
  const [shown, setShown] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  const prepared = useRef(prepare);
  useEffect(() => {
    let observer: IntersectionObserver | undefined;
    const show = () => startTransition(() => setShown(true));
    const whenNear = () => {
      prepared.current?.();
      if (typeof IntersectionObserver !== 'function' || !box.current) return show();
      observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((e) => e.isIntersecting)) return;
          observer?.disconnect();
          show();
        },
        { rootMargin: `0px 0px ${nearViewportPx}px 0px` },
      );
      observer.observe(box.current);
    };
    const cancel = whenIdle(whenNear);
    return () => {
      cancel();
      observer?.disconnect();
    };
  }, []);
  if (!shown) return <div className={slot} aria-hidden="true" ref={box} />;
  return <Suspense fallback={<div className={slot} aria-hidden="true" />}>{children}</Suspense>;
}

/** Runs `fn` when the browser is next idle (200 ms later where it cannot say); returns the cancel. */
function whenIdle(fn: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(fn, { timeout: 1500 });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(fn, 200);
  return () => clearTimeout(id);
}
