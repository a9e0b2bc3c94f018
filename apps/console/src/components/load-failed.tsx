import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';

/** A list that could not load: the reason, and Retry (the list pages' one error banner). */
export function LoadFailed({ error, onRetry }: { error: Error; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert
      type="error"
      showIcon
      title={t('common.loadFailed')}
      description={error.message}
      action={<Button onClick={onRetry}>{t('common.retry')}</Button>}
    />
  );
}
