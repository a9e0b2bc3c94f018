import type { ReactNode } from 'react';
import { Popup } from 'antd-mobile';

/** antd-mobile's Popup as PopupSheet shows it; loaded apart from the first screen (popup-sheet.tsx). */
export function SheetPopup({ visible, onClose, children }: { visible: boolean; onClose: () => void; children: ReactNode }) {
  return (
    <Popup visible={visible} onMaskClick={onClose} onClose={onClose} showCloseButton bodyClassName="popup-sheet" destroyOnClose>
      {children}
    </Popup>
  );
}
