import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Toast } from 'antd-mobile';
import type { LiveClass } from '@nanhua/contract';
import { Empty } from '../../../components/empty';
import { ErrorState } from '../../../components/error-state';
import { PageLoader } from '../../../components/page-loader';
import { href } from '../../../config/paths';
import { isSignedIn } from '@nanhua/client';
import { peekIntent, signInThen, useResumeIntent } from '../../../lib/intent';
import { useLiveMeetings } from '../api/get-meetings';
import { useRegisterClass } from '../api/register-class';
import { useNow } from './class-time';
import { LiveClassCard, type ClassActions } from './live-class-card';
import { useJoinClass } from './use-join-class';
import './live.css';

/** The class a kept 'register' intent names, among the classes to come (null: none, or not loaded yet). */
function keptClass(meetings: { upcoming: LiveClass[] } | undefined): LiveClass | null {
  const i = meetings && isSignedIn() ? peekIntent() : null;
  if (!i || i.action !== 'register' || !i.target.startsWith('live:')) return null;
  return meetings?.upcoming.find((c) => `live:${c.id}` === i.target) ?? null;
}

function ReplaysLink() {
  const { t } = useTranslation();
  return (
    <Link className="live-replays-link" to={href('/pages/liveCastHistory/index')} data-testid="live-replays-link">
      <span>{t('live.watchReplays')}</span>
      <span aria-hidden="true">›</span>
    </Link>
  );
}

/**
 * The Live Stream Classroom (SPEC §4): the class live now on top, the ones to come with their
 * registration, the way to the replays; 'No live stream classes at the moment' when there are none,
 * and the live error with Retry when the list cannot be had.
 */
export function LiveClassroom() {
  const { t } = useTranslation();
  const meetings = useLiveMeetings();
  const now = useNow();
  const joiner = useJoinClass();
  const register = useRegisterClass();
  const [registeredIds, setRegisteredIds] = useState<ReadonlySet<number>>(new Set());

  const onRegister = (cls: LiveClass) => {
    if (!isSignedIn()) {
      signInThen('register', `live:${cls.id}`);
      return;
    }
    register.mutate(cls.id, {
      onSuccess: () => {
        setRegisteredIds((ids) => new Set(ids).add(cls.id));
        Toast.show({ icon: 'success', content: t('live.registeredToast') });
      },
    });
  };
  // A registration tapped before signing in completes once back here, if the class still takes it.
  const kept = keptClass(meetings.data);
  useResumeIntent(
    'register',
    kept ? `live:${kept.id}` : '',
    () => kept && !kept.registered && onRegister(kept),
    kept !== null,
  );

  if (meetings.isPending) return <PageLoader onReload={() => void meetings.refetch()} />;
  if (meetings.isError && !meetings.data) {
    return (
      <div data-testid="live-error">
        <ErrorState description={t('live.error')} onRetry={() => void meetings.refetch()} />
        <ReplaysLink />
      </div>
    );
  }

  const { live, upcoming } = meetings.data;
  const actions: ClassActions = {
    onJoin: joiner.join,
    onRegister,
    joiningId: joiner.joiningId ?? null,
    registeringId: register.isPending ? register.variables : null,
    registeredIds,
    refusal: joiner.refusal,
    now,
  };
  const notConfigured = [...live, ...upcoming].some((c) => !c.liveConfigured);

  if (live.length === 0 && upcoming.length === 0) {
    return (
      <div className="live-classroom" data-testid="live-empty">
        <Empty description={t('live.empty')} />
        <p className="live-classroom__hint">{t('live.emptyHint')}</p>
        <ReplaysLink />
      </div>
    );
  }

  return (
    <div className="live-classroom" data-testid="live-classroom">
      {notConfigured && (
        <p className="live-classroom__notice" role="note" data-testid="live-not-configured">
          {t('live.notConfigured')}
        </p>
      )}
      {live.length > 0 && (
        <section className="live-section" data-testid="live-now">
          <h2 className="live-section__title">{t('live.liveNow')}</h2>
          {live.map((c) => (
            <LiveClassCard key={c.id} cls={c} actions={actions} hero />
          ))}
        </section>
      )}
      {upcoming.length > 0 && (
        <section className="live-section" data-testid="live-upcoming">
          <h2 className="live-section__title">{t('live.upcoming')}</h2>
          <p className="live-section__hint">{t('live.opensBefore')}</p>
          {upcoming.map((c) => (
            <LiveClassCard key={c.id} cls={c} actions={actions} />
          ))}
        </section>
      )}
      <ReplaysLink />
    </div>
  );
}
