import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { LiveReplay } from '@nanhua/contract';
import { Empty } from '../../../components/empty';
import { ErrorState } from '../../../components/error-state';
import { ListFooter } from '../../../components/list-footer';
import { PageLoader } from '../../../components/page-loader';
import { href } from '../../../config/paths';
import { formatDate } from '../../../lib/format';
import { imageSources } from '../../../lib/resource';
import { useLiveReplays } from '../api/get-replays';
import './live.css';

/** m:ss, or h:mm:ss for a class over an hour. */
export function replayDuration(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  const hh = Math.floor(s / 3600);
  const mm = Math.floor((s % 3600) / 60);
  const ss = String(s % 60).padStart(2, '0');
  return hh > 0 ? `${hh}:${String(mm).padStart(2, '0')}:${ss}` : `${mm}:${ss}`;
}

export function ReplayCard({ replay: r, onPlay }: { replay: LiveReplay; onPlay: (r: LiveReplay) => void }) {
  const { t } = useTranslation();
  return (
    // Named by what it shows, after a hidden "Play the replay:" (WCAG 2.5.3: the visible text is in the name).
    <button type="button" className="replay-card" onClick={() => onPlay(r)} data-testid="replay-card" data-id={r.id}>
      <span className="visually-hidden">{`${t('live.history.play')}: `}</span>
      <span className="replay-card__thumb">
        <img {...imageSources(r.cover, '108px')} alt="" />
        <span className="replay-card__duration">{replayDuration(r.duration)}</span>
      </span>
      <span className="replay-card__body">
        {r.isPremium && (
          <span className="live-tag live-tag--gold" data-testid="replay-premium">
            {t('live.history.members')}
          </span>
        )}
        <span className="replay-card__title">{r.title}</span>
        <span className="replay-card__meta">{t('live.teacher', { name: r.teacher })}</span>
        <span className="replay-card__meta">{t('live.history.recorded', { date: formatDate(r.recordedAt) })}</span>
      </span>
    </button>
  );
}

/** Replays of past classes, newest first, paged; when there are none, the way to the classroom. */
export function ReplayList({ onPlay }: { onPlay: (r: LiveReplay) => void }) {
  const { t } = useTranslation();
  const list = useLiveReplays();
  if (list.isPending) return <PageLoader onReload={() => void list.refetch()} />;
  if (list.isError && list.records.length === 0)
    return <ErrorState description={t('live.error')} onRetry={() => void list.refetch()} />;
  if (list.records.length === 0) {
    return (
      <div className="live-classroom" data-testid="replays-empty">
        <Empty description={t('live.history.empty')} />
        <p className="live-classroom__hint">{t('live.history.emptyHint')}</p>
        <Link className="live-replays-link" to={href('/pages/liveCast/index')} data-testid="replays-to-classroom">
          <span>{t('live.history.toClassroom')}</span>
          <span aria-hidden="true">›</span>
        </Link>
      </div>
    );
  }
  return (
    <div className="live-section" data-testid="replay-list" data-total={list.total}>
      <ul className="replay-list">
        {list.records.map((r) => (
          <li key={r.id}>
            <ReplayCard replay={r} onPlay={onPlay} />
          </li>
        ))}
      </ul>
      <ListFooter {...list.footer} />
    </div>
  );
}
