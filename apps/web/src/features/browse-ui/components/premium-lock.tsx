import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { href } from '../../../config/paths';
import { keepIntent } from '../../../lib/intent';
import { LockIcon } from './lock-icon';
import './browse-ui.css';

/**
 * What a visitor or ordinary member sees in place of premium media: why, and the way to the member centre.
 * The tap keeps an 'unlock' intent (lib/intent.ts): once the membership is paid the payment page returns to
 * this page, whose media takes the intent by `target` (the page's own address unless named) and plays.
 */
export function PremiumLock({ compact, target }: { compact?: boolean; target?: string }) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const here = pathname + search;
  return (
    <div className={`premium-lock${compact ? ' premium-lock--compact' : ''}`} data-testid="premium-lock">
      <LockIcon className="premium-lock__icon" />
      <p className="premium-lock__text">{t('browse.premium.locked')}</p>
      <Link
        className="premium-lock__link"
        to={href('/pages/user/memberCenter')}
        onClick={() => keepIntent('unlock', target ?? here, { needs: 'membership' })}
        data-testid="premium-lock-link"
      >
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
