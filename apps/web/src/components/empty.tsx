import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyBoxIcon } from './icons';
import './states.css';

interface EmptyProps {
  /** Already translated; 'No data available, stay tuned' by default. */
  description?: string;
  /** Where to go from an empty list (e.g. where one can buy). */
  action?: ReactNode;
}

export function Empty({ description, action }: EmptyProps) {
  const { t } = useTranslation();
  return (
    <div className="state state--empty" data-testid="empty">
      <EmptyBoxIcon className="state__icon" />
      <p className="state__text">{description ?? t('common.empty')}</p>
      {action && <div className="state__action">{action}</div>}
    </div>
  );
}
