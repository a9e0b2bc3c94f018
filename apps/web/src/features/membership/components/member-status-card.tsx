import { useTranslation } from 'react-i18next';
import { enumLabelKeys, type MembershipStatus } from '@nanhua/contract';
import { MemberBadge } from '../../../components/member-badge';
import { UserAvatar } from '../../../components/user-avatar';
import { formatDate } from '../../../lib/format';
import './membership.css';

type TierKey = keyof typeof enumLabelKeys.userType;

/** The caller's membership now (SPEC §4): in force with its expiry and discount, lapsed, or never a member. */
export function MemberStatusCard({
  user,
  membership: m,
}: {
  user: { nickName: string; avatar: string | null } | null;
  membership: MembershipStatus;
}) {
  const { t } = useTranslation();
  const tier = enumLabelKeys.userType[m.userType as TierKey];
  const validity = m.isMember
    ? m.expiresAt && t('member.center.validUntil', { date: formatDate(m.expiresAt) })
    : m.expiresAt
      ? t('member.center.expiredOn', { date: formatDate(m.expiresAt) })
      : t('member.center.notMember');
  return (
    <section
      className={`member-status${m.isMember ? ' member-status--active' : ''}`}
      data-testid="member-status"
      data-member={m.isMember}
    >
      <div className="member-status__main">
        {user && <UserAvatar src={user.avatar} name={user.nickName} size={56} />}
        <div className="member-status__text">
          <div className="member-status__name">
            {user && <span data-testid="member-nickname">{user.nickName}</span>}
            <MemberBadge userType={m.userType} />
          </div>
          {m.isMember && tier && (
            <p className="member-status__tier" data-testid="member-tier">
              {t(tier)}
            </p>
          )}
          <p className="member-status__validity" data-testid="member-validity">
            {validity}
          </p>
        </div>
      </div>
      {!m.isMember ? (
        <p className="member-status__perk" data-testid="member-join-hint">
          {t('member.center.joinHint')}
        </p>
      ) : (
        <>
          {m.ticketDiscountPercent > 0 && (
            <p className="member-status__perk" data-testid="member-ticket-discount">
              {t('member.center.ticketDiscount', { percent: m.ticketDiscountPercent })}
            </p>
          )}
          {m.shopDiscountPercent > 0 && (
            <p className="member-status__perk" data-testid="member-discount">
              {t('member.center.discount', { percent: m.shopDiscountPercent })}
            </p>
          )}
        </>
      )}
    </section>
  );
}
