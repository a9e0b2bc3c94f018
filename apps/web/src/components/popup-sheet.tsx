import { useEffect, useState, type ReactNode } from 'react';
import { useHideTabBar } from '../lib/tab-bar-visibility';
import type * as Sheet from './popup-sheet-popup';
import './popup-sheet.css';

interface PopupSheetProps {
  visible: boolean;
  onClose: () => void;
  title?: ReactNode;
  children: ReactNode;
  testId?: string;
}

type SheetModule = typeof Sheet;
let sheet: SheetModule | null = null;
let loading: Promise<SheetModule> | null = null;

/**
 * antd-mobile's Popup brings a gesture and an animation library: a page that only may open a sheet (the
 * home's notice, its comments' replies) does not load them while it starts (evaluating them and applying
 * their stylesheet are long tasks on a slow phone). They load when a sheet first shows, or before that
 * once the visitor first touches, scrolls or types on the page, so they are usually there by the tap.
 */
export function loadSheet(): Promise<SheetModule> {
  if (!loading) {
    loading = import('./popup-sheet-popup').then((m) => (sheet = m));
    loading.catch(() => (loading = null));
  }
  return loading;
}

const firstActs = ['pointerdown', 'touchstart', 'keydown', 'wheel', 'scroll'] as const;
let waiting: (() => void)[] | null = null;
/** Runs `fn` at the visitor's first touch, scroll or key on the page (once for all callers). */
function onFirstAct(fn: () => void): () => void {
  if (!waiting) {
    const queued: (() => void)[] = (waiting = []);
    const act = () => {
      firstActs.forEach((e) => window.removeEventListener(e, act, true));
      waiting = null;
      queued.splice(0).forEach((f) => f());
    };
    firstActs.forEach((e) => window.addEventListener(e, act, { capture: true, passive: true }));
  }
  const mine = waiting;
  mine.push(fn);
  return () => {
    const i = mine.indexOf(fn);
    if (i >= 0) mine.splice(i, 1);
  };
}

/** Bottom sheet used by every popup; it hides the tab bar while open (SPEC §2). */
export function PopupSheet({ visible, onClose, title, children, testId }: PopupSheetProps) {
  useHideTabBar(visible);
  const [ready, setReady] = useState(sheet !== null);
  useEffect(() => {
    if (ready) return;
    let live = true;
    const load = () =>
      void loadSheet().then(
        () => live && setReady(true),
        () => undefined,
      );
    const stop = visible ? (load(), undefined) : onFirstAct(load);
    return () => {
      live = false;
      stop?.();
    };
  }, [ready, visible]);
  if (!ready || !sheet) return null;
  const { SheetPopup } = sheet;
  return (
    <SheetPopup visible={visible} onClose={onClose}>
      <div data-testid={testId}>
        {title && <h2 className="popup-sheet__title">{title}</h2>}
        <div className="popup-sheet__body">{children}</div>
      </div>
    </SheetPopup>
  );
}
