import { useEffect, useId, useState, type ReactNode } from 'react';
import { loadOnce, onFirstAct } from '../lib/load-once';
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
const sheetModule = loadOnce<SheetModule>(() => import('./popup-sheet-popup'));

/**
 * antd-mobile's Popup brings a gesture and an animation library: a page that only may open a sheet (the
 * home's notice, its comments' replies) does not load them while it starts (evaluating them and applying
 * their stylesheet are long tasks on a slow phone). They load when a sheet first shows, or before that
 * at the visitor's first touch, scroll or key on the page, so they are usually there by the tap.
 */
export const loadSheet = (): Promise<SheetModule> => sheetModule();

/** Bottom sheet used by every popup; it hides the tab bar while open (SPEC §2); a modal dialog named by its title, holding focus while open (issue 35). */
export function PopupSheet({ visible, onClose, title, children, testId }: PopupSheetProps) {
  useHideTabBar(visible);
  const titleId = useId();
  const [ready, setReady] = useState(sheetModule.loaded() !== null);
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
  const sheet = sheetModule.loaded();
  if (!ready || !sheet) return null;
  const { SheetPopup } = sheet;
  return (
    <SheetPopup visible={visible} onClose={onClose} labelledBy={title ? titleId : undefined}>
      <div data-testid={testId}>
        {title && (
          <h2 className="popup-sheet__title" id={titleId}>
            {title}
          </h2>
        )}
        <div className="popup-sheet__body">{children}</div>
      </div>
    </SheetPopup>
  );
}
