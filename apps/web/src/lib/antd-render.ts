import { createRoot, type Root } from 'react-dom/client';
import { unstableSetRender } from 'antd-mobile';
import { trapFocus } from './focus-trap';
import { announceToasts } from './toast-announcer';

/**
 * antd-mobile 5 renders Toast and Dialog with the legacy ReactDOM.render, which React 19 removed:
 * without this hook they render nothing (and unmounting throws). The app and the tests install it.
 */
let installed = false;

export function installAntdRender(): void {
  if (installed) return;
  installed = true;
  // Toasts are status messages: a live region reads them out (lib/toast-announcer).
  if (typeof document !== 'undefined') announceToasts();
  const roots = new WeakMap<Element | DocumentFragment, Root>();
  unstableSetRender((node, container) => {
    let root = roots.get(container);
    if (!root) {
      root = createRoot(container);
      roots.set(container, root);
    }
    root.render(node);
    const mounted = root;
    const releaseFocus = holdDialogFocus(container);
    return async () => {
      releaseFocus();
      // Unmounting synchronously inside antd-mobile's own render pass makes React warn.
      await new Promise((resolve) => setTimeout(resolve, 0));
      mounted.unmount();
      roots.delete(container);
    };
  });
}

let named = 0;

/**
 * The imperative dialogs (Dialog.confirm and Dialog.alert render through the hook above, toasts too) hold keyboard focus
 * like the sheets (issue 35, lib/focus-trap): once a dialog shows in `container`, it is a named modal (its title, else its
 * text), focus moves onto its first button (Cancel in a confirm: the safe one), Tab stays in it, Escape presses that first
 * button (a confirm's Cancel, an alert's only one), and focus goes back to the opener as a button closes it (or it goes). Toasts are left alone.
 */
function holdDialogFocus(container: Element | DocumentFragment): () => void {
  let release: (() => void) | null = null;
  const look = () => {
    if (release) return;
    const dialog = container.querySelector<HTMLElement>('[role="dialog"]');
    if (!dialog?.querySelector('.adm-dialog-button')) return;
    dialog.setAttribute('aria-modal', 'true');
    const title =
      dialog.querySelector<HTMLElement>('.adm-dialog-title') ??
      dialog.querySelector<HTMLElement>('.adm-dialog-content');
    if (title && !dialog.hasAttribute('aria-label') && !dialog.hasAttribute('aria-labelledby')) {
      title.id ||= `nh-dialog-${++named}`;
      dialog.setAttribute('aria-labelledby', title.id);
    }
    release = trapFocus(dialog, { onEscape: () => dialog.querySelector<HTMLElement>('.adm-dialog-button')?.click() });
    // A confirm or an alert closes on any of its buttons: focus goes back then, not after the closing animation.
    dialog.addEventListener(
      'click',
      (e) => void (e.target instanceof Element && e.target.closest('.adm-dialog-button') && done()),
      { capture: true },
    );
    watch.disconnect();
  };
  const done = () => {
    watch.disconnect();
    release?.();
    release = null;
  };
  // The dialog mounts a moment after it is asked for (React renders the root when it can).
  const watch = new MutationObserver(look);
  watch.observe(container, { childList: true, subtree: true });
  look();
  return done;
}
