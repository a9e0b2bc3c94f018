import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isVipType, type Profile } from '@nanhua/contract';
import { MemberBadge } from '../../../components/member-badge';
import { UserAvatar } from '../../../components/user-avatar';
import { href } from '../../../config/paths';
import { formatDate } from '../../../lib/format';
import './profile-card.css';

/** Mine's header: avatar, nickname with the member badge and expiry, signature, following and follower counts. */
export function ProfileCard({ profile, right }: { profile: Profile; right?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <section className="profile-card" data-testid="profile-card">
      <div className="profile-card__main">
        <Link to={href('/pages/user/personalData')} className="profile-card__avatar" data-testid="profile-edit">
          <UserAvatar src={profile.avatar} name={profile.nickName} size={64} />
        </Link>
        <div className="profile-card__text">
          <div className="profile-card__name">
            <span data-testid="profile-nickname">{profile.nickName}</span>
            <MemberBadge userType={profile.userType} />
          </div>
          {isVipType(profile.userType) && profile.memberExpiresAt && (
            <p className="profile-card__member" data-testid="profile-member-until">
              {t('account.mine.memberUntil', { date: formatDate(profile.memberExpiresAt) })}
            </p>
          )}
          <p className="profile-card__signature" data-testid="profile-signature">
            {profile.signature || t('account.mine.noSignature')}
          </p>
        </div>
        {right}
      </div>
      <div className="profile-card__counts">
        <Link to={href('/pages/userFollow/follows')} data-testid="count-follows">
          <strong>{profile.followCount}</strong>
          <span>{t('account.mine.following')}</span>
        </Link>
        <Link to={href('/pages/userFollow/fans')} data-testid="count-fans">
          <strong>{profile.fanCount}</strong>
          <span>{t('account.mine.followerCount', { count: profile.fanCount })}</span>
        </Link>
      </div>
    </section>
  );
}
