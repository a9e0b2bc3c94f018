import { useTranslation } from 'react-i18next';
import { EmptyBoxIcon } from './icons';
import './states.css';

interface EmptyProps {
  /** Already translated; 'No data available, stay tuned' by default. */
  description?: string;
}

export function Empty({ description }: EmptyProps) {
  const { t } = useTranslation();
  return (
    <div className="state state--empty" data-testid="empty">
      <EmptyBoxIcon className="state__icon" />
      <p className="state__text">{description ?? t('common.empty')}</p>
    </div>
  );
}
