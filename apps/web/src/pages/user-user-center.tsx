import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ErrorState } from '../components/error-state';
import { NavBar } from '../components/nav-bar';
import { PageLoader } from '../components/page-loader';
import { useUserCard } from '../features/account/api/get-user-card';
import { UserCardView } from '../features/account/components/user-card-view';
import { FollowButton } from '../features/follow/components/follow-button';
import { MemberComments } from '../features/comments/components/member-comments';

/** Another member's page (`?email=`), with the follow button. */
export default function UserCenterPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const email = params.get('email') ?? '';
  const { data, isPending, isError, refetch } = useUserCard(email);
  return (
    <div data-testid="user-center-page">
      <NavBar title={t('account.userCenter.title')} />
      {isPending && email ? (
        <PageLoader />
      ) : isError || !data ? (
        <ErrorState onRetry={() => void refetch()} />
      ) : (
        <>
          <UserCardView card={data} action={<FollowButton email={data.email} name={data.nickName} state={data.followState} onChanged={() => void refetch()} />} />
          {data.email && !data.deleted && <MemberComments email={data.email} />}
        </>
      )}
    </div>
  );
}
