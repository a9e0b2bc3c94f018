import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { href } from '../../../config/paths';
import { LockIcon } from './lock-icon';
import './browse-ui.css';

/** What a visitor or ordinary member sees in place of premium media: why, and the way to the member centre. */
export function PremiumLock({ compact }: { compact?: boolean }) {
  const { t } = useTranslation();
  return (
    <div className={`premium-lock${compact ? ' premium-lock--compact' : ''}`} data-testid="premium-lock">
      <LockIcon className="premium-lock__icon" />
      <p className="premium-lock__text">{t('browse.premium.locked')}</p>
      <Link className="premium-lock__link" to={href('/pages/user/memberCenter')} data-testid="premium-lock-link">
        {t('browse.premium.join')}
      </Link>
    </div>
  );
}

export function PremiumBadge() {
  const { t } = useTranslation();
  return (
    <span className="premium-badge" data-testid="premium-badge">
      {t('browse.premium.badge')}
    </span>
  );
}
