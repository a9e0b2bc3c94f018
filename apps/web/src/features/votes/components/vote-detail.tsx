import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Checkbox, TextArea, Toast } from 'antd-mobile';
import { limits, VoteState, type VoteDetail as Detail } from '@nanhua/contract';
import { isSignedIn } from '@nanhua/client';
import { formatTime } from '../../../lib/format';

import { goToSignIn } from '../../../lib/navigation';
import { signInThen, useResumeIntent } from '../../../lib/intent';
import { resourceUrl } from '../../../lib/resource';
import { useDoVote } from '../api/do-vote';
import { useMyVote } from '../api/get-my-vote';
import { VoteStateTag } from './vote-card';
import { VoteResults } from './vote-results';

/** A vote window to the minute: 'DD/MM/YYYY HH:mm', no seconds. */
const formatMinute = (at: string) => formatTime(at).slice(0, 16);

/** A ballot kept through sign-in. */
type Kept = { optionIds: number[]; text: string };

function Ballot({ vote: v }: { vote: Detail }) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<number[]>([]);
  const [text, setText] = useState('');
  const submit = useDoVote();
  // A visitor's ballot comes back after sign-in as it was left (choices still offered, within the maximum), for them to send.
  useResumeIntent<Kept>('vote', `vote:${v.id}`, (kept) => {
    const offered = new Set(v.options.map((o) => o.id));
    setChosen((kept?.optionIds ?? []).filter((id) => offered.has(id)).slice(0, v.maxSelect));
    setText(typeof kept?.text === 'string' ? kept.text.slice(0, limits.textareaMax) : '');
  });
  const onChange = (value: (string | number)[]) => {
    const next = value.map(Number);
    if (next.length > v.maxSelect) {
      Toast.show({ content: t('engage.votes.tooMany', { count: v.maxSelect }) });
      return;
    }
    setChosen(next);
  };
  const onSubmit = async () => {
    if (!isSignedIn()) return signInThen<Kept>('vote', `vote:${v.id}`, { optionIds: chosen, text });
    if (chosen.length === 0) {
      Toast.show({ content: t('engage.votes.chooseOne') });
      return;
    }
    await submit
      .mutateAsync({ id: v.id, optionIds: chosen, text: text.trim() || undefined })
      .then(() => Toast.show({ icon: 'success', content: t('engage.votes.thanks') }))
      .catch(() => undefined);
  };
  return (
    <section className="vote-ballot" data-testid="vote-ballot">
      <h3 className="vote-section-title">{t('engage.votes.choose', { count: v.maxSelect })}</h3>
      <Checkbox.Group value={chosen} onChange={onChange}>
        <div className="vote-options">
          {v.options.map((o) => (
            <Checkbox key={o.id} value={o.id} className="vote-option" data-testid="vote-option" data-id={o.id}>
              {o.label}
            </Checkbox>
          ))}
        </div>
      </Checkbox.Group>
      <TextArea
        className="vote-ballot__text"
        value={text}
        onChange={setText}
        placeholder={t('engage.votes.textPlaceholder')}
        maxLength={limits.textareaMax}
        showCount
        autoSize={{ minRows: 2, maxRows: 4 }}
        data-testid="vote-text"
      />
      <Button
        block
        color="danger"
        shape="rounded"
        loading={submit.isPending}
        onClick={() => void onSubmit()}
        data-testid="vote-submit"
      >
        {t('engage.votes.submit', { count: chosen.length, max: v.maxSelect })}
      </Button>
    </section>
  );
}

/** Vote detail: state, period, maximum selectable count, participants; the ballot while open, results once voted or ended. */
export function VoteDetailView({ vote: v }: { vote: Detail }) {
  const { t } = useTranslation();
  const mine = useMyVote(v.id);
  const voted = Boolean(mine.data);
  const showResults = voted || v.state === VoteState.Ended;
  return (
    <article className="vote-detail" data-testid="vote-detail">
      {v.cover && <img className="vote-detail__cover" src={resourceUrl(v.cover)} alt="" />}
      <div className="vote-detail__head">
        <h2 className="vote-detail__title">{v.title}</h2>
        <VoteStateTag state={v.state} />
      </div>
      <dl className="vote-detail__facts">
        <dt>{t('engage.votes.period')}</dt>
        <dd>
          {formatMinute(v.startAt)} – {formatMinute(v.endAt)}
        </dd>
        <dt>{t('engage.votes.maxSelect')}</dt>
        <dd data-testid="vote-max">{v.maxSelect}</dd>
        <dt>{t('engage.votes.participantsLabel')}</dt>
        <dd data-testid="vote-participants">{v.participantCount}</dd>
      </dl>
      {v.description && <p className="vote-detail__text">{v.description}</p>}
      {voted && mine.data?.text && (
        <p className="vote-detail__mine" data-testid="vote-my-text">
          {t('engage.votes.myText', { text: mine.data.text })}
        </p>
      )}
      {showResults && !isSignedIn() ? (
        // The results are for members (the stats call needs a session): say why and offer to sign in, then come back here.
        <section className="vote-detail__notice vote-signin" data-testid="vote-results-signin">
          <p>{t('engage.votes.resultsNeedSignIn')}</p>
          <Button
            color="danger"
            fill="outline"
            shape="rounded"
            onClick={() => goToSignIn()}
            data-testid="vote-results-signin-button"
          >
            {t('engage.votes.signInForResults')}
          </Button>
        </section>
      ) : showResults ? (
        <VoteResults voteId={v.id} mine={mine.data?.optionIds ?? []} />
      ) : v.state === VoteState.NotStarted ? (
        <p className="vote-detail__notice" data-testid="vote-not-started">
          {t('engage.votes.notStarted', { date: formatMinute(v.startAt) })}
        </p>
      ) : (
        !mine.isLoading && <Ballot vote={v} />
      )}
    </article>
  );
}
