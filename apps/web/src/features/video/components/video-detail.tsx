import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { VideoDetail as Detail } from '@nanhua/contract';
import { PopupSheet } from '../../../components/popup-sheet';
import { SubtitledVideo } from '../../../components/subtitled-video';
import { imageSources } from '../../../lib/resource';
import { formatDuration } from './video-card';
import './video.css';
import { dropsFirstPaint } from '../../../app/first-paint';
import { useResumeIntent } from '../../../lib/intent';

/** The name a premium lock keeps a video under (lib/intent.ts): the member who unlocked it comes back to it playing. */
export const videoIntentTarget = (id: number) => `video:${id}`;

/** Video Details: the poster opens the player in a popup; a locked premium video shows `lock` instead. */
export function VideoDetail({ video: v, lock, playIcon }: { video: Detail; lock?: ReactNode; playIcon?: ReactNode }) {
  const { t } = useTranslation();
  const [playing, setPlaying] = useState(false);
  useResumeIntent('unlock', videoIntentTarget(v.id), () => setPlaying(true), !v.locked && Boolean(v.media));
  return (
    <article className="video-detail" data-testid="video-detail" data-locked={v.locked}>
      <div className="video-detail__frame">
        <img className="video-detail__poster" {...imageSources(v.poster, '100vw')} fetchPriority="high" {...dropsFirstPaint} width={16} height={9} alt="" />
        {v.locked ? (
          <div className="video-detail__lock">{lock}</div>
        ) : (
          <button type="button" className="video-detail__play" data-testid="video-play" aria-label={t('browse.video.play')} onClick={() => setPlaying(true)}>
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
      {v.media && (
        <PopupSheet visible={playing} onClose={() => setPlaying(false)} title={v.title} testId="video-popup">
          {/* Controls hide on their own after about 3 s in Chromium's native player (SPEC §9). */}
          {playing && <SubtitledVideo src={v.media} poster={v.poster} subtitles={v.subtitles} autoPlay />}
        </PopupSheet>
      )}
    </article>
  );
}
