import { ErrorState } from '../components/error-state';
import { PageLoader } from '../components/page-loader';
import { useProfile } from '../features/account/api/get-profile';
import { MineEntries } from '../features/account/components/mine-entries';
import { ProfileCard } from '../features/account/components/profile-card';
import { LiveMineEntry } from '../features/live/components/live-entry';
import { UnreadDot } from '../features/messages/components/unread-dot';

/** Mine (SPEC §2): the profile card and an entry to every user page; the route needs a session. */
export default function MinePage() {
  const { data, isPending, isError, refetch } = useProfile();
  return (
    <div data-testid="mine-page">
      {isPending ? (
        <PageLoader />
      ) : isError || !data ? (
        <ErrorState onRetry={() => void refetch()} />
      ) : (
        <ProfileCard profile={data} />
      )}
      <LiveMineEntry />
      <MineEntries extras={{ messages: <UnreadDot /> }} />
    </div>
  );
}
