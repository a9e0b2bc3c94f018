import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { enumLabelKeys, type Vote } from '@nanhua/contract';
import { href } from '../../../config/paths';
import { formatDate } from '../../../lib/format';
import { resourceUrl } from '../../../lib/resource';
import './votes.css';

export function VoteStateTag({ state }: { state: number }) {
  const { t } = useTranslation();
  const key = enumLabelKeys.voteState[state as 1 | 2 | 3];
  return (
    <span className={`vote-state vote-state--${state}`} data-testid="vote-state" data-state={state}>
      {key ? t(key) : ''}
    </span>
  );
}

/** A vote in a list: cover, title, state, period and participants. */
export function VoteCard({ vote: v, extra }: { vote: Vote; extra?: string }) {
  const { t } = useTranslation();
  return (
    <Link className="vote-card" to={href('/pages/vote/detail', { id: v.id })} data-testid="vote-card" data-id={v.id}>
      {v.cover && <img className="vote-card__cover" src={resourceUrl(v.cover)} alt="" />}
      <span className="vote-card__body">
        <span className="vote-card__head">
          <strong className="vote-card__title">{v.title}</strong>
          <VoteStateTag state={v.state} />
        </span>
        <span className="vote-card__meta">
          {formatDate(v.startAt)} – {formatDate(v.endAt)} ·{' '}
          {t('engage.votes.participants', { count: v.participantCount })}
        </span>
        {extra && <span className="vote-card__meta">{extra}</span>}
      </span>
    </Link>
  );
}
