import { useEffect, useRef } from 'react';

/** What Tab can land on (enabled, not taken out of the order). */
const tabbable =
  'a[href], area[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), iframe, [contenteditable="true"], [tabindex]:not([tabindex="-1"])';

/** The elements of `scope` Tab visits, in order: shown ones only (a closed <details>, display:none and `hidden` are skipped). */
export function tabbables(scope: HTMLElement): HTMLElement[] {
  return Array.from(scope.querySelectorAll<HTMLElement>(tabbable)).filter(
    (el) =>
      el.tabIndex >= 0 &&
      !el.closest('[hidden], [inert], [aria-hidden="true"]') &&
      getComputedStyle(el).display !== 'none' &&
      getComputedStyle(el).visibility !== 'hidden',
  );
}

/** Open traps, the newest last: only it acts (a dialog opened over a sheet holds focus until it closes, then the sheet again). */
const open: HTMLElement[] = [];
const isTop = (scope: HTMLElement) => open[open.length - 1] === scope;
/** Another layer over the page (antd-mobile's Dialog.confirm opened from a sheet, a toast): the trap leaves focus there alone. */
const layers = '[role="dialog"], [role="alertdialog"], .adm-popup, .adm-center-popup-wrap, .adm-dialog';
const inOtherLayer = (scope: HTMLElement, node: EventTarget | Element | null) =>
  node instanceof Element && !scope.contains(node) && node.closest(layers) !== null;

interface TrapOptions {
  /** Escape: the caller closes (the trap is released by its own cleanup). */
  onEscape?: () => void;
}

/**
 * Keyboard focus held in a sheet, dialog or popup while it is open (WCAG 2.4.3, issue 35): focus moves into it (its first
 * control, else the scope itself), Tab and Shift+Tab go round its controls and never reach the page behind the mask, focus
 * that leaves it anyway is brought back, Escape asks to close. The returned release gives focus back to what had it before
 * (the opener), when that is still on the page and nothing else took focus meanwhile. Traps nest: the newest one acts.
 */
export function trapFocus(scope: HTMLElement, { onEscape }: TrapOptions = {}): () => void {
  const opener =
    document.activeElement instanceof HTMLElement && document.activeElement !== document.body
      ? document.activeElement
      : null;
  if (!scope.hasAttribute('tabindex')) scope.tabIndex = -1;
  const enter = () => (tabbables(scope)[0] ?? scope).focus({ preventScroll: true });
  if (!scope.contains(document.activeElement)) enter();
  open.push(scope);

  const onKeyDown = (e: KeyboardEvent) => {
    if (!isTop(scope) || inOtherLayer(scope, document.activeElement)) return;
    if (e.key === 'Escape' && onEscape) {
      e.preventDefault();
      e.stopPropagation();
      onEscape();
      return;
    }
    if (e.key !== 'Tab') return;
    const stops = tabbables(scope);
    if (stops.length === 0) {
      e.preventDefault();
      scope.focus({ preventScroll: true });
      return;
    }
    const first = stops[0]!;
    const last = stops[stops.length - 1]!;
    const at = document.activeElement;
    if (e.shiftKey && (at === first || at === scope || !scope.contains(at))) {
      e.preventDefault();
      last.focus();
    } else if (!e.shiftKey && (at === last || !scope.contains(at))) {
      e.preventDefault();
      first.focus();
    }
  };
  const onFocusIn = (e: FocusEvent) => {
    if (isTop(scope) && e.target instanceof Node && !scope.contains(e.target) && !inOtherLayer(scope, e.target))
      enter();
  };
  document.addEventListener('keydown', onKeyDown, true);
  document.addEventListener('focusin', onFocusIn);
  return () => {
    document.removeEventListener('keydown', onKeyDown, true);
    document.removeEventListener('focusin', onFocusIn);
    const wasTop = isTop(scope);
    open.splice(open.lastIndexOf(scope), 1);
    if (!wasTop) return;
    const now = document.activeElement;
    const focusWasInside = !now || now === document.body || scope.contains(now) || !now.isConnected;
    if (opener?.isConnected && focusWasInside) opener.focus({ preventScroll: true });
  };
}

/**
 * `trapFocus` on `scope` while `active`; released (focus back to the opener) when it ends or unmounts. `scope` is an element
 * held in state (a callback ref): a popup may mount its content a moment after it is told to show.
 */
export function useFocusTrap(scope: HTMLElement | null, active: boolean, onEscape?: () => void) {
  const escape = useRef(onEscape);
  useEffect(() => {
    escape.current = onEscape;
  });
  useEffect(() => {
    if (!active || !scope) return;
    return trapFocus(scope, { onEscape: () => escape.current?.() });
  }, [active, scope]);
}
