import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/error-state';
import { PageLoader } from '../../../components/page-loader';
import { PopupSheet } from '../../../components/popup-sheet';
import { SubtitledVideo } from '../../../components/subtitled-video';
import { formatDate } from '../../../lib/format';
import { useLiveReplay } from '../api/get-replay';
import './live.css';

/**
 * A replay in a bottom sheet: the player with surtitles, or `lock` (composed by the page: the
 * member lock) for a members-only replay the caller may not watch.
 */
export function ReplayPlayer({ id, onClose, lock }: { id: number | null; onClose: () => void; lock: ReactNode }) {
  const { t } = useTranslation();
  const replay = useLiveReplay(id);
  const r = replay.data;
  return (
    <PopupSheet
      visible={id !== null}
      onClose={onClose}
      title={r?.title ?? t('live.history.title')}
      testId="replay-popup"
    >
      {replay.isPending ? (
        <PageLoader />
      ) : replay.isError || !r ? (
        <ErrorState description={t('live.error')} onRetry={() => void replay.refetch()} />
      ) : (
        <div data-testid="replay-player" data-locked={r.locked}>
          {r.locked || !r.media ? (
            lock
          ) : (
            <SubtitledVideo src={r.media} poster={r.cover ?? undefined} subtitles={r.subtitles} testId="replay-video" />
          )}
          <p className="replay-player__meta">
            {t('live.teacher', { name: r.teacher })} · {t('live.history.recorded', { date: formatDate(r.recordedAt) })}
          </p>
          {r.description && <p className="replay-player__text">{r.description}</p>}
        </div>
      )}
    </PopupSheet>
  );
}
