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
 * at idle. `prepare` is a list of steps, each run in an idle period of its own: each request or import
 * costs the main thread a little, and run together they made one long task on a slow phone (TBT).
 */
export function AfterFirstScreen({
  slot,
  prepare = [],
  children,
}: {
  slot: string;
  prepare?: readonly (() => void)[];
  children: ReactNode;
}) {
  const [shown, setShown] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  const steps = useRef(prepare);
  useEffect(() => {
    let observer: IntersectionObserver | undefined;
    let cancel = () => {};
    const show = () => startTransition(() => setShown(true));
    // One step per idle period; the last one starts watching the box. Where the browser cannot say when
    // it is idle, the steps after the first follow in tasks of their own, without waiting 200 ms each.
    const next = (i: number) => () => {
      const step = steps.current[i];
      if (!step) return whenNear();
      step();
      cancel = whenIdle(next(i + 1), 0);
    };
    const whenNear = () => {
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
    cancel = whenIdle(next(0));
    return () => {
      cancel();
      observer?.disconnect();
    };
  }, []);
  if (!shown) return <div className={slot} aria-hidden="true" ref={box} />;
  return <Suspense fallback={<div className={slot} aria-hidden="true" />}>{children}</Suspense>;
}

/** Runs `fn` when the browser is next idle (`fallbackMs` later where it cannot say); returns the cancel. */
function whenIdle(fn: () => void, fallbackMs = 200): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(fn, { timeout: 1500 });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(fn, fallbackMs);
  return () => clearTimeout(id);
}
