/**
 * The home's first picture the server draws into index.html before any script runs (`#nh-first`, over
 * the page; apps/api plugins/first-screen-page.ts). index.html's inline script drops it at once when the
 * hash names another page; the app drops it once its own carousel shows the picture (no flash: the same
 * picture in the same box underneath), when the carousel cannot show it, or on leaving the home.
 */
export function dropFirstPaint(doc: Document = document): void {
  doc.getElementById('nh-first')?.remove();
}

/** Whether the server's first picture is still over the page. */
export const hasFirstPaint = (doc: Document = document): boolean => doc.getElementById('nh-first') !== null;

/**
 * Resolves once the server's first picture has loaded and had a frame to paint (at once when there is
 * none, the page is hidden, or after `timeoutMs`): the app's scripts are fetched beside it (modulepreload)
 * but run after it, so their long evaluation does not hold back the home's largest paint.
 */
export function afterFirstPaint(doc: Document = document, timeoutMs = 2500): Promise<void> {
  const img = doc.querySelector<HTMLImageElement>('#nh-first img');
  if (!img || doc.visibilityState === 'hidden') return Promise.resolve();
  return new Promise((resolve) => {
    const painted = () => requestAnimationFrame(() => setTimeout(resolve, 0));
    setTimeout(resolve, timeoutMs);
    if (img.complete) return painted();
    img.addEventListener('load', painted, { once: true });
    img.addEventListener('error', () => resolve(), { once: true });
  });
}
