import { useTranslation } from 'react-i18next';
import './offline-banner.css';

/** Shown while the app is offline: what the screens show was saved earlier. */
export function OfflineBanner() {
  const { t } = useTranslation();
  return (
    <div className="offline-banner" role="status" aria-live="polite" data-testid="offline-banner">
      {t('offline.banner')}
    </div>
  );
}
