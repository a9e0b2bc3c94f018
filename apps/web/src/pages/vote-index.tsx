import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { NavBar } from '../components/nav-bar';
import { href } from '../config/paths';
import { VoteList } from '../features/votes/components/vote-list';

/** Votes and surveys with their state. */
export default function VoteIndexPage() {
  const { t } = useTranslation();
  return (
    <div data-testid="vote-index-page">
      <NavBar
        title={t('engage.votes.title')}
        right={
          <Link to={href('/pages/vote/myVotes')} data-testid="my-votes-link">
            {t('engage.votes.myVotes')}
          </Link>
        }
      />
      <VoteList />
    </div>
  );
}
