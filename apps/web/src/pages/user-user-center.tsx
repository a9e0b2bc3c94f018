import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Code } from '@nanhua/contract';
import { RequestError } from '@nanhua/client';
import { Empty } from '../components/empty';
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
  const { data, isPending, isError, error, refetch } = useUserCard(email);
  // No address, or the server says there is no such member: a retry cannot help.
  const unknown = !email.trim() || (error instanceof RequestError && error.code === Code.Refused);
  return (
    <div data-testid="user-center-page">
      <NavBar title={t('account.userCenter.title')} />
      {unknown ? (
        <div data-testid="user-not-found">
          <Empty description={t('account.userCenter.notFound')} />
        </div>
      ) : isPending ? (
        <PageLoader />
      ) : isError || !data ? (
        <ErrorState onRetry={() => void refetch()} />
      ) : (
        <>
          <UserCardView
            card={data}
            action={
              <FollowButton
                email={data.email}
                name={data.nickName}
                state={data.followState}
                onChanged={() => void refetch()}
              />
            }
          />
          {data.email && !data.deleted && <MemberComments email={data.email} />}
        </>
      )}
    </div>
  );
}
