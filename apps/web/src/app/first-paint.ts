/**
 * The opening screen's first picture drawn before any app script runs (`#nh-first`, over the page): on
 * the home the server draws the carousel's (apps/api plugins/first-screen-page.ts); on a ticket, product
 * or video detail page index.html's inline script asks for the record at parse time and draws its
 * poster or first picture in the box the page draws it in (lib/opening-response.ts hands that answer to
 * the app). The inline script drops the server's copy at once when the hash names another page; the app
 * drops the copy once its own picture is decoded (no flash: the same picture in the same box
 * underneath), when it cannot show it, or on any navigation.
 */
export function dropFirstPaint(doc: Document = document): void {
  doc.getElementById('nh-first')?.remove();
}

/** The page's own copy of the first picture: the overlay goes once it is decoded (ready to paint), so no frame shows the empty box between. */
export const dropAfter = (img: HTMLImageElement) =>
  void (typeof img.decode === 'function' ? img.decode() : Promise.resolve())
    .catch(() => undefined)
    .then(() => dropFirstPaint());
/** A picture already in the memory cache may be complete before React listens for its load event. */
export const dropWhenComplete = (img: HTMLImageElement | null) => {
  if (img?.complete) dropAfter(img);
};
/** The props of the page's own first picture that drop the overlay. */
export const dropsFirstPaint = {
  onLoad: (e: { currentTarget: HTMLImageElement }) => dropAfter(e.currentTarget),
  onError: () => dropFirstPaint(),
  ref: dropWhenComplete,
};

/** Whether the first picture is still over the page. */
export const hasFirstPaint = (doc: Document = document): boolean => doc.getElementById('nh-first') !== null;

/**
 * Resolves once the server's first picture has loaded and had a frame to paint (at once when there is
 * none, the page is hidden, or after `timeoutMs`): the app's scripts are fetched beside it (modulepreload)
 * but run after it, so their long evaluation does not hold back the home's largest paint.
 */
export function afterFirstPaint(
  doc: Document = document,
  timeoutMs = 2500,
  opening: Promise<unknown> | undefined = (window as { nhOpening?: { r: Promise<unknown> } }).nhOpening?.r,
): Promise<void> {
  if (doc.visibilityState === 'hidden') return Promise.resolve();
  const img = () => doc.querySelector<HTMLImageElement>('#nh-first img');
  if (!img() && !opening) return Promise.resolve();
  return new Promise((resolve) => {
    const painted = () => requestAnimationFrame(() => setTimeout(resolve, 0));
    setTimeout(resolve, timeoutMs);
    const wait = (pic: HTMLImageElement | null) => {
      if (!pic) return resolve();
      if (pic.complete) return painted();
      pic.addEventListener('load', painted, { once: true });
      pic.addEventListener('error', () => resolve(), { once: true });
    };
    // A detail page: the inline script draws the picture once the record has come (then() after its own).
    if (!img() && opening)
      void opening.then(
        () => wait(img()),
        () => resolve(),
      );
    else wait(img());
  });
}

/**
 * Asks, all at once, for the files index.html lists in `#nh-app-files` (vite.config.ts): the app's
 * start chunk and what it imports, the home's chunk, their stylesheets and the first texts. Without
 * this the browser would find them one import after another.
 */
export function preloadAppFiles(doc: Document = document): void {
  let files: unknown;
  try {
    files = JSON.parse(doc.getElementById('nh-app-files')?.textContent ?? '[]');
  } catch {
    return;
  }
  if (!Array.isArray(files)) return;
  for (const href of files) {
    if (typeof href !== 'string' || doc.head.querySelector(`link[href="${CSS.escape(href)}"]`)) continue;
    const link = doc.createElement('link');
    if (href.endsWith('.css')) Object.assign(link, { rel: 'preload', as: 'style' });
    else link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    doc.head.appendChild(link);
  }
}
