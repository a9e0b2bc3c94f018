import { useTranslation } from 'react-i18next';
import { NavBar } from '../components/nav-bar';
import { ShareButton } from '../components/share-button';
import { LoadState } from '../features/browse-ui/components/load-state';
import { useIdParam } from '../features/browse-ui/components/use-id-param';
import { useVote } from '../features/votes/api/get-vote';
import { VoteDetailView } from '../features/votes/components/vote-detail';

/** A vote (`?id=`): options, maximum, participants, the ballot, then the results. */
export default function VoteDetailPage() {
  const { t } = useTranslation();
  const id = useIdParam();
  const query = useVote(id);
  return (
    <div data-testid="vote-detail-page">
      <NavBar
        title={t('engage.votes.detail')}
        right={id !== null && query.data ? <ShareButton kind="vote" id={id} title={query.data.title} /> : undefined}
      />
      <LoadState query={query} valid={id !== null}>
        {(vote) => <VoteDetailView vote={vote} />}
      </LoadState>
    </div>
  );
}
