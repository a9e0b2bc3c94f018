import { useTranslation } from 'react-i18next';
import { ProgressBar } from 'antd-mobile';
import { ErrorState } from '../../../components/error-state';
import { PageLoader } from '../../../components/page-loader';
import { useVoteStats } from '../api/get-vote-stats';

/** Voting Results as bars; my choices are marked. */
export function VoteResults({ voteId, mine }: { voteId: number; mine: readonly number[] }) {
  const { t } = useTranslation();
  const stats = useVoteStats(voteId, true);
  if (stats.isPending) return <PageLoader />;
  if (stats.isError) return <ErrorState onRetry={() => void stats.refetch()} />;
  return (
    <section className="vote-results" data-testid="vote-results">
      <h3 className="vote-section-title">{t('engage.votes.results')}</h3>
      <p className="vote-results__total">{t('engage.votes.participants', { count: stats.data.participantCount })}</p>
      {stats.data.options.map((o) => (
        <div className="vote-result" key={o.id} data-testid="vote-result" data-mine={mine.includes(o.id)}>
          <div className="vote-result__label">
            <span>
              {o.label}
              {mine.includes(o.id) && <span className="vote-result__mine">{t('engage.votes.myChoice')}</span>}
            </span>
            <span className="vote-result__count">
              {t('engage.votes.resultCount', { count: o.count, percent: o.percent })}
            </span>
          </div>
          <ProgressBar
            percent={o.percent}
            style={{ '--fill-color': mine.includes(o.id) ? 'var(--nh-red)' : 'var(--nh-gold)' }}
          />
        </div>
      ))}
    </section>
  );
}
