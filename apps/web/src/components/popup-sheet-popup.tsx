import { useState, type ReactNode } from 'react';
import { Popup } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useFocusTrap } from '../lib/focus-trap';

interface SheetPopupProps {
  visible: boolean;
  onClose: () => void;
  /** The id of the sheet's title, which names the dialog. */
  labelledBy?: string;
  children: ReactNode;
}

/**
 * antd-mobile's Popup as PopupSheet shows it; loaded apart from the first screen (popup-sheet.tsx). A modal dialog
 * (issue 35): focus moves into it and stays there while it is open (lib/focus-trap), Escape closes it, focus goes back
 * to the opener. Its own close button (antd-mobile's is an <a> without href, out of the keyboard's reach) keeps antd's look.
 */
export function SheetPopup({ visible, onClose, labelledBy, children }: SheetPopupProps) {
  const { t } = useTranslation();
  const [scope, setScope] = useState<HTMLDivElement | null>(null);
  useFocusTrap(scope, visible, onClose);
  return (
    <Popup visible={visible} onMaskClick={onClose} onClose={onClose} bodyClassName="popup-sheet" destroyOnClose>
      <div ref={setScope} role="dialog" aria-modal="true" aria-labelledby={labelledBy} className="popup-sheet__dialog">
        <button
          type="button"
          className="adm-popup-close-icon popup-sheet__close"
          aria-label={t('common.close')}
          onClick={onClose}
        >
          <svg
            viewBox="0 0 24 24"
            width="1em"
            height="1em"
            aria-hidden="true"
            fill="none"
            stroke="currentColor"
            strokeWidth={2}
            strokeLinecap="round"
          >
            <path d="M6 6l12 12M18 6L6 18" />
          </svg>
        </button>
        {children}
      </div>
    </Popup>
  );
}
