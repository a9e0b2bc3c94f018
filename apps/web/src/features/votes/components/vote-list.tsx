import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Empty } from '../../../components/empty';
import { ErrorState } from '../../../components/error-state';
import { ListFooter } from '../../../components/list-footer';
import { PageLoader } from '../../../components/page-loader';
import { href } from '../../../config/paths';
import { formatDate } from '../../../lib/format';
import { useMyVotes } from '../api/get-my-votes';
import { useVotes } from '../api/get-votes';
import { VoteCard } from './vote-card';

/** Votes and surveys, newest first, each with its state. */
export function VoteList() {
  const list = useVotes();
  if (list.isPending) return <PageLoader />;
  if (list.isError) return <ErrorState onRetry={() => void list.refetch()} />;
  if (list.records.length === 0) return <Empty />;
  return (
    <div className="vote-list" data-testid="vote-list">
      {list.records.map((v) => (
        <VoteCard key={v.id} vote={v} />
      ))}
      <ListFooter {...list.footer} />
    </div>
  );
}

/** My Votes: the votes I took part in, with when I voted; empty, how to take part and the way to the votes. */
export function MyVoteList() {
  const { t } = useTranslation();
  const list = useMyVotes();
  if (list.isPending) return <PageLoader />;
  if (list.isError) return <ErrorState onRetry={() => void list.refetch()} />;
  if (list.records.length === 0)
    return (
      <div data-testid="my-votes-empty">
        <Empty
          description={t('engage.votes.myEmpty')}
          action={
            <Link to={href('/pages/vote/index')} data-testid="empty-action">
              {t('engage.votes.browse')}
            </Link>
          }
        />
      </div>
    );
  return (
    <div className="vote-list" data-testid="my-vote-list">
      {list.records.map((v) => (
        <VoteCard
          key={v.id}
          vote={v}
          extra={t('engage.votes.votedOn', { date: formatDate(v.votedAt), count: v.myOptionIds.length })}
        />
      ))}
      <ListFooter {...list.footer} />
    </div>
  );
}
