import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { NavBar } from '../components/nav-bar';
import { href } from '../config/paths';
import { MyVoteList } from '../features/votes/components/vote-list';

export default function MyVotesPage() {
  const { t } = useTranslation();
  return (
    <div data-testid="my-votes-page">
      <NavBar
        title={t('engage.votes.myVotes')}
        right={
          <Link to={href('/pages/vote/index')} data-testid="all-votes-link">
            {t('engage.votes.allVotes')}
          </Link>
        }
      />
      <MyVoteList />
    </div>
  );
}
