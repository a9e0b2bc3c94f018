import { useCallback, useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import type { VideoDetail as Detail } from '@nanhua/contract';
import { imageSources } from '../../../lib/resource';
import { VideoPlayer } from './video-player';
import { formatDuration } from './video-card';
import './video.css';
import { dropsFirstPaint } from '../../../app/first-paint';
import { useResumeIntent } from '../../../lib/intent';

/** The name a premium lock keeps a video under (lib/intent.ts): the member who unlocked it comes back to it playing. */
export const videoIntentTarget = (id: number) => `video:${id}`;

/** The query flag of the full-screen player: `…/video/detail?id=3&play=1` is the video playing. */
const playParam = 'play';

/**
 * The player is a place in the history (`&play=1`): the phone's Back closes it, and the page under it
 * comes back where it was (scroll-restoration.ts). Closing one opened here goes back; one opened from a
 * link replaces its own entry with the page. Focus returns to the play button.
 */
function usePlayerRoute(canPlay: boolean) {
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const playing = canPlay && params.get(playParam) === '1';
  const openedHere = (location.state as { player?: boolean } | null)?.player === true;
  const withPlay = (on: boolean) => {
    const next = new URLSearchParams(params);
    if (on) next.set(playParam, '1');
    else next.delete(playParam);
    return `?${next.toString()}`;
  };
  const open = useCallback(() => {
    if (!playing) void navigate({ search: withPlay(true) }, { state: { player: true } });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- withPlay reads the current params
  }, [navigate, playing, params]);
  const close = () => {
    if (openedHere) void navigate(-1);
    else void navigate({ search: withPlay(false) }, { replace: true });
  };
  return { playing, open, close };
}

/** Video Details: the poster opens the full-screen player; a locked premium video shows `lock` instead; `production` leads to the cast and synopsis of the production shown. */
export function VideoDetail({
  video: v,
  lock,
  playIcon,
  production,
}: {
  video: Detail;
  lock?: ReactNode;
  playIcon?: ReactNode;
  production?: ReactNode;
}) {
  const { t } = useTranslation();
  const { playing, open, close } = usePlayerRoute(!v.locked && Boolean(v.media));
  const playButton = useRef<HTMLButtonElement>(null);
  const wasPlaying = useRef(playing);
  useEffect(() => {
    if (wasPlaying.current && !playing) playButton.current?.focus({ preventScroll: true });
    wasPlaying.current = playing;
  }, [playing]);
  useResumeIntent('unlock', videoIntentTarget(v.id), open, !v.locked && Boolean(v.media));
  return (
    <article className="video-detail" data-testid="video-detail" data-locked={v.locked}>
      <div className="video-detail__frame">
        <img
          className="video-detail__poster"
          {...imageSources(v.poster, '100vw')}
          fetchPriority="high"
          {...dropsFirstPaint}
          width={16}
          height={9}
          alt=""
        />
        {v.locked ? (
          <div className="video-detail__lock">{lock}</div>
        ) : (
          <button
            ref={playButton}
            type="button"
            className="video-detail__play"
            data-testid="video-play"
            aria-label={t('browse.video.play')}
            onClick={open}
          >
            {playIcon}
          </button>
        )}
      </div>
      <h2 className="video-detail__title" data-testid="video-title">
        {v.title}
      </h2>
      <p className="video-card__meta">
        {v.cateName} · {formatDuration(v.duration)} · {t('browse.common.views', { count: v.views })}
      </p>
      <div className="video-detail__text">{v.description}</div>
      {production}
      {/* Controls hide on their own after about 3 s in Chromium's native player (SPEC §9). */}
      {playing && v.media && <VideoPlayer video={{ ...v, media: v.media }} onClose={close} />}
    </article>
  );
}
