import { useTranslation } from 'react-i18next';
import { NavBar } from '../components/nav-bar';
import { MyVoteList } from '../features/votes/components/vote-list';

export default function MyVotesPage() {
  const { t } = useTranslation();
  return (
    <div data-testid="my-votes-page">
      <NavBar title={t('engage.votes.myVotes')} />
      <MyVoteList />
    </div>
  );
}
