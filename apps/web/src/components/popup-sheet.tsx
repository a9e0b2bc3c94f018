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
 * home's notice) does not wait for them. They load once a sheet is on the page, after it has painted.
 */
export function loadSheet(): Promise<SheetModule> {
  if (!loading) {
    loading = import('./popup-sheet-popup').then((m) => (sheet = m));
    loading.catch(() => (loading = null));
  }
  return loading;
}

/** Bottom sheet used by every popup; it hides the tab bar while open (SPEC §2). */
export function PopupSheet({ visible, onClose, title, children, testId }: PopupSheetProps) {
  useHideTabBar(visible);
  const [ready, setReady] = useState(sheet !== null);
  useEffect(() => {
    if (ready) return;
    let live = true;
    void loadSheet().then(
      () => live && setReady(true),
      () => undefined,
    );
    return () => {
      live = false;
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
