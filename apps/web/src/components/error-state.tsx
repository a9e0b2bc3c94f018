import { useTranslation } from 'react-i18next';
import { Button } from 'antd-mobile';
import './states.css';

interface ErrorStateProps {
  /** Already translated; a generic apology by default. */
  description?: string;
  onRetry?: () => void;
}

export function ErrorState({ description, onRetry }: ErrorStateProps) {
  const { t } = useTranslation();
  return (
    <div className="state state--error" data-testid="error-state" role="alert">
      <p className="state__title">{t('common.errorTitle')}</p>
      <p className="state__text">{description ?? t('common.errorDescription')}</p>
      {onRetry && (
        <div data-testid="error-retry">
          <Button size="small" color="primary" fill="outline" onClick={onRetry}>
            {t('common.retry')}
          </Button>
        </div>
      )}
    </div>
  );
}
