import { startTransition, Suspense, useEffect, useState, type ReactNode } from 'react';

/**
 * Sections below the fold, rendered once the page's first screen has been committed and the browser is
 * idle (a transition, so React yields). Until then, and while their code loads, `slot` (a class giving
 * the box about the height they will take) stands in their place: the page's first commit is smaller
 * (TBT) and nothing in view moves (they start below the fold).
 */
export function AfterFirstScreen({ slot, children }: { slot: string; children: ReactNode }) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const show = () => startTransition(() => setShown(true));
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(show, { timeout: 1500 });
      return () => cancelIdleCallback(id);
    }
    const id = setTimeout(show, 200);
    return () => clearTimeout(id);
  }, []);
  const box = <div className={slot} aria-hidden="true" />;
  return shown ? <Suspense fallback={box}>{children}</Suspense> : box;
}
