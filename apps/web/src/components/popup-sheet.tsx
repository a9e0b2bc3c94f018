import type { ReactNode } from 'react';
import { Popup } from 'antd-mobile';
import { useHideTabBar } from '../lib/tab-bar-visibility';
import './popup-sheet.css';

interface PopupSheetProps {
  visible: boolean;
  onClose: () => void;
  title?: ReactNode;
  children: ReactNode;
  testId?: string;
}

/** Bottom sheet used by every popup; it hides the tab bar while open (SPEC §2). */
export function PopupSheet({ visible, onClose, title, children, testId }: PopupSheetProps) {
  useHideTabBar(visible);
  return (
    <Popup visible={visible} onMaskClick={onClose} onClose={onClose} showCloseButton bodyClassName="popup-sheet" destroyOnClose>
      <div data-testid={testId}>
        {title && <h2 className="popup-sheet__title">{title}</h2>}
        <div className="popup-sheet__body">{children}</div>
      </div>
    </Popup>
  );
}
