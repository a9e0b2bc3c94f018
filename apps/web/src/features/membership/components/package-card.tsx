import { useTranslation } from 'react-i18next';
import { enumLabelKeys, type MemberPackage } from '@nanhua/contract';
import { formatMoney } from '../../../lib/format';
import './membership.css';

type TierKey = keyof typeof enumLabelKeys.userType;

/** One package: tier, name and benefits, duration, price against the original, the ticket and shop discounts it brings. */
export function PackageCard({
  pkg: p,
  selected,
  renewal,
  onSelect,
}: {
  pkg: MemberPackage;
  selected: boolean;
  renewal: boolean;
  onSelect: () => void;
}) {
  const { t } = useTranslation();
  const tierKey = enumLabelKeys.userType[p.userType as TierKey];
  const tier = tierKey ? t(tierKey) : '';
  // The tier tag only when the package's own name does not already say it.
  const showTier = tier !== '' && tier.toLowerCase() !== p.name.toLowerCase();
  return (
    <button
      type="button"
      className={`member-package${selected ? ' member-package--selected' : ''}`}
      aria-pressed={selected}
      data-testid={`member-package-${p.id}`}
      data-user-type={p.userType}
      onClick={onSelect}
    >
      <div className="member-package__head">
        {showTier && <span className="member-package__tier">{tier}</span>}
        {renewal && <span className="member-package__renew">{t('member.center.renewTag')}</span>}
      </div>
      <h3 className="member-package__name">{p.name}</h3>
      {p.description && <p className="member-package__description">{p.description}</p>}
      <div className="member-package__price-line">
        <strong className="member-package__price" data-testid="member-package-price">
          {formatMoney(p.price, p.currency)}
        </strong>
        {p.originalPrice > p.price && (
          <s className="member-package__original" data-testid="member-package-original">
            {t('member.center.originalPrice', { price: formatMoney(p.originalPrice, p.currency) })}
          </s>
        )}
      </div>
      <p className="member-package__meta">
        <span>{t('member.center.duration', { days: p.durationDays })}</span>
        {p.ticketDiscountPercent > 0 && (
          <span className="member-package__discount">
            {t('member.center.ticketDiscount', { percent: p.ticketDiscountPercent })}
          </span>
        )}
        {p.shopDiscountPercent > 0 && (
          <span className="member-package__discount">
            {t('member.center.shopDiscount', { percent: p.shopDiscountPercent })}
          </span>
        )}
      </p>
      {selected && <span className="member-package__check">{t('member.center.selected')}</span>}
    </button>
  );
}
