import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserCard } from '@nanhua/contract';
import { MemberBadge } from '../../../components/member-badge';
import { UserAvatar } from '../../../components/user-avatar';
import './profile-card.css';

/** A member's public page: avatar, name, badge, signature, counts and the follow button. */
export function UserCardView({ card, action }: { card: UserCard; action?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div data-testid="user-card">
      <section className="profile-card">
        <div className="profile-card__main">
          <UserAvatar src={card.avatar} name={card.nickName} size={64} />
          <div className="profile-card__text">
            <div className="profile-card__name">
              <span data-testid="user-card-nickname">{card.nickName}</span>
              <MemberBadge userType={card.userType} />
            </div>
            <p className="profile-card__signature">
              {card.deleted ? t('account.userCenter.deleted') : card.signature || t('account.mine.noSignature')}
            </p>
          </div>
        </div>
        <div className="profile-card__counts profile-card__counts--action">
          <span>
            <strong>{card.followCount}</strong> {t('account.mine.following')}
          </span>
          <span>
            <strong>{card.fanCount}</strong> {t('account.mine.followerCount', { count: card.fanCount })}
          </span>
          {/* Beside the counts, not the name: the name keeps the width and wraps between words. */}
          <span className="profile-card__action">
            {card.isSelf ? <span className="profile-card__self">{t('account.userCenter.self')}</span> : action}
          </span>
        </div>
      </section>
    </div>
  );
}
