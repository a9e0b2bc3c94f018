import { politeStatusRegion } from './live-region';

/**
 * Status messages reach a screen reader (WCAG 4.1.3, issue 35): antd-mobile's toasts ("Added to cart", an
 * error, the payment's result) are drawn in a mask with no live region, so they were shown and never read.
 * One polite live region (role=status) waits in the page from the start — a region added together with its
 * text is not announced — and mirrors the text of every toast that shows, including a toast whose text
 * changes in place (Toast.show while one is showing replaces it). It empties when the toast goes, so the
 * reading cursor finds no stale message.
 */
const regionId = 'nh-toast-status';

/** The live region (created once, at the end of body). */
export const toastStatusRegion = (doc: Document = document): HTMLElement =>
  politeStatusRegion(regionId, 'toast-status', doc);

const toastText = (root: ParentNode): string | null => {
  const main = root.querySelector<HTMLElement>('.adm-toast-main');
  return main ? (main.textContent ?? '').replace(/\s+/g, ' ').trim() : null;
};

/**
 * Starts mirroring toasts into the live region; returns the stop. Watches body's own children only, and the
 * subtree of each one added after the start (antd-mobile draws a toast into a new container there; the app's
 * own root, there from the start, is not watched).
 */
export function announceToasts(doc: Document = document): () => void {
  const region = toastStatusRegion(doc);
  let said = '';
  let pending: ReturnType<typeof setTimeout> | undefined;
  const say = (text: string) => {
    if (text === said) return;
    said = text;
    clearTimeout(pending);
    // Emptied first, then filled on the next turn: a new message replacing another is announced.
    region.textContent = '';
    if (text) pending = setTimeout(() => (region.textContent = text), 50);
  };
  /** Each watched container and whether it shows a toast now. */
  const watched = new Map<Element, { inner: MutationObserver; showing: boolean }>();
  const update = () => {
    const showing = Array.from(watched.values()).filter((w) => w.showing).length;
    if (showing === 0) say('');
  };
  const read = (el: Element) => {
    const w = watched.get(el);
    if (!w) return;
    const text = toastText(el);
    w.showing = text !== null;
    if (text !== null) say(text);
    else update();
  };
  const watch = (el: Element) => {
    if (el === region || watched.has(el)) return;
    const inner = new MutationObserver(() => read(el));
    inner.observe(el, { childList: true, subtree: true, characterData: true });
    watched.set(el, { inner, showing: false });
    read(el);
  };
  const unwatch = (el: Element) => {
    watched.get(el)?.inner.disconnect();
    watched.delete(el);
    update();
  };
  const outer = new MutationObserver((records) => {
    for (const r of records) {
      for (const n of Array.from(r.addedNodes)) if (n instanceof Element) watch(n);
      for (const n of Array.from(r.removedNodes)) if (n instanceof Element) unwatch(n);
    }
  });
  outer.observe(doc.body, { childList: true });
  return () => {
    outer.disconnect();
    for (const w of watched.values()) w.inner.disconnect();
    watched.clear();
    clearTimeout(pending);
  };
}
