/**
 * Whether the person asked for less motion (prefers-reduced-motion: reduce, WCAG 2.3.3): no autoplay, no
 * smooth scrolling, no text that changes every second on its own (issue 35). Read when needed, so a change
 * of the setting counts from the next use.
 */
export const prefersReducedMotion = (): boolean =>
  typeof window !== 'undefined' &&
  typeof window.matchMedia === 'function' &&
  window.matchMedia('(prefers-reduced-motion: reduce)').matches;
