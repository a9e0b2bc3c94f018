import { useTranslation } from 'react-i18next';
import { UserType, isVipType } from '@nanhua/contract';
import './member-badge.css';

/** SPEC §6: super members have their own badge, annual and monthly share one, ordinary none. */
export function MemberBadge({ userType }: { userType: number }) {
  const { t } = useTranslation();
  if (!isVipType(userType)) return null;
  const isSuper = userType === UserType.Super;
  return (
    <span
      className={`member-badge member-badge--${isSuper ? 'super' : 'vip'}`}
      data-testid="member-badge"
      data-kind={isSuper ? 'super' : 'vip'}
    >
      {t(isSuper ? 'account.badge.super' : 'account.badge.vip')}
    </span>
  );
}
