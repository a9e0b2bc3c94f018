import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { currentUser } from '@nanhua/client';
import { NavBar } from '../components/nav-bar';
import { href } from '../config/paths';
import { LoadState } from '../features/browse-ui/components/load-state';
import { useMemberPackages } from '../features/membership/api/get-member-packages';
import { MemberPurchase } from '../features/membership/components/member-purchase';
import { MemberStatusCard } from '../features/membership/components/member-status-card';
import { VipZone } from '../features/membership/components/vip-zone';

/** Member Center: the membership now, 'Membership Package' with payment choice, and the VIP Zone (`?section=vip`). */
export default function UserMemberCenterPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const query = useMemberPackages();
  const history = (
    <Link className="member-nav-link" to={href('/pages/user/memberOrder')} data-testid="member-history-link">
      {t('member.center.history')}
    </Link>
  );
  return (
    <div className="member-page" data-testid="member-center-page">
      <NavBar title={t('member.center.title')} right={history} />
      <LoadState query={query}>
        {(data) => (
          <>
            <MemberStatusCard user={currentUser()} membership={data.membership} />
            {/* A new membership (back from paying) starts the choice again on its own tier. */}
            <MemberPurchase key={`${data.membership.userType}-${data.membership.expiresAt ?? ''}`} data={data} />
            <VipZone isMember={data.membership.isMember} focus={params.get('section') === 'vip'} />
          </>
        )}
      </LoadState>
    </div>
  );
}
