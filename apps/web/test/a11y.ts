/**
 * Accessibility checks for component tests (issue 35), the way axe-core 4.14 (bench/a11y-axe.mjs) decides them.
 */
import { vi } from 'vitest';

/** The words of a text (Intl.Segmenter, as axe splits them; punctuation and spaces dropped), lower case. */
export const words = (text: string): string[] =>
  [...new Intl.Segmenter(undefined, { granularity: 'word' }).segment(text.normalize('NFKD').toLowerCase())]
    .filter((s) => s.isWordLike)
    .map((s) => s.segment);

/** WCAG 2.5.3 (axe's label-content-name-mismatch): the visible text's words appear in the name, contiguous and in order. */
export function nameContainsText(name: string, visibleText: string): boolean {
  const seen = words(visibleText);
  const named = words(name);
  if (seen.length === 0) return true;
  for (let i = 0; i + seen.length <= named.length; i++) if (seen.every((w, j) => named[i + j] === w)) return true;
  return false;
}

/**
 * The person asked for less motion: window.matchMedia answers (prefers-reduced-motion: reduce) as matching,
 * every other query not; with `reduce` false, no query matches (no preference). Undone by
 * vi.restoreAllMocks() or the returned spy's mockRestore().
 */
export function preferReducedMotion(reduce = true) {
  return vi.spyOn(window, 'matchMedia').mockImplementation(
    (media: string): MediaQueryList => ({
      matches: reduce && media.includes('prefers-reduced-motion: reduce'),
      media,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }),
  );
}
