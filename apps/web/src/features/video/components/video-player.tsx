import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { isResumable, videoProgressLimits, type VideoDetail } from '@nanhua/contract';
import { BackIcon } from '../../../components/icons';
import { SubtitledVideo } from '../../../components/subtitled-video';
import { useHideTabBar } from '../../../lib/tab-bar-visibility';
import { saveVideoProgress, useVideoProgress } from '../api/video-progress';
import { formatDuration } from './video-card';
import './video-player.css';

type Choice = 'waiting' | 'ask' | 'resumed' | 'fresh';

/** Where the player is, as the API takes it: whole seconds, never past the length (the end when it ended). */
function placeOf(el: HTMLVideoElement): { position: number; duration: number } | null {
  const duration = Math.round(el.duration);
  if (!Number.isFinite(duration) || duration < 1) return null;
  return { position: el.ended ? duration : Math.min(Math.max(0, Math.floor(el.currentTime)), duration), duration };
}

/**
 * Keeps the place while the video plays: every `saveEverySeconds` of playback, and at once on pause, at the
 * end and when the player closes. A place already kept is not sent again; after a failed save (offline, the
 * server away) this player stops sending, so playback is never interrupted by a toast every few seconds.
 */
function usePlaceKeeper(videoId: number, el: HTMLVideoElement | null): void {
  const kept = useRef(0); // Nothing worth keeping before the first seconds of playback.
  const broken = useRef(false);
  useEffect(() => {
    if (!el) return;
    const keep = (force: boolean) => {
      const place = placeOf(el);
      if (!place || broken.current || place.position === kept.current) return;
      if (!force && Math.abs(place.position - kept.current) < videoProgressLimits.saveEverySeconds) return;
      kept.current = place.position;
      saveVideoProgress({ videoId, ...place }).catch(() => void (broken.current = true));
    };
    const onTime = () => keep(false);
    const onStop = () => keep(true);
    el.addEventListener('timeupdate', onTime);
    el.addEventListener('pause', onStop);
    el.addEventListener('ended', onStop);
    window.addEventListener('pagehide', onStop);
    return () => {
      el.removeEventListener('timeupdate', onTime);
      el.removeEventListener('pause', onStop);
      el.removeEventListener('ended', onStop);
      window.removeEventListener('pagehide', onStop);
      keep(true);
    };
  }, [el, videoId]);
}

/** Starts playing from `at` seconds, once the media knows its length if it does not yet. */
function playFrom(el: HTMLVideoElement, at: number): void {
  const go = () => {
    if (at > 0) el.currentTime = at;
    el.play().catch(() => undefined); // A refused autoplay leaves the native play button.
  };
  if (el.readyState >= 1) go();
  else el.addEventListener('loadedmetadata', go, { once: true });
}

const focusable = 'button:not([disabled]), video, [href], [tabindex]:not([tabindex="-1"])';

/**
 * The video player over the whole screen (issue 34 item 7): the picture as large as the phone allows in
 * either orientation, surtitles under it, a back control that closes it. Where the viewer stopped before
 * is offered first ("Resume from 12:34" / "Start over"); the place is kept as the video plays. Keyboard:
 * Space plays or pauses, Escape closes, Tab stays inside.
 */
export function VideoPlayer({ video: v, onClose }: { video: VideoDetail & { media: string }; onClose: () => void }) {
  const { t } = useTranslation();
  useHideTabBar(true);
  const dialog = useRef<HTMLDivElement>(null);
  const [el, setEl] = useState<HTMLVideoElement | null>(null);
  const place = useVideoProgress(v.id, true);
  const [picked, setPicked] = useState<'resumed' | 'fresh' | null>(null);
  const saved = place.data;
  const resumeAt = saved && isResumable(saved.position, saved.duration) ? saved.position : null;
  // The place is read once per opening (api/video-progress.ts): the choice does not change under the viewer.
  const choice: Choice = picked ?? (place.isPending ? 'waiting' : resumeAt === null ? 'fresh' : 'ask');

  usePlaceKeeper(v.id, el);
  // Played from the native controls instead of a choice: that is a choice too (from where the picture is).
  useEffect(() => {
    if (!el || choice !== 'ask') return;
    const onPlay = () => setPicked(el.currentTime > 0 ? 'resumed' : 'fresh');
    el.addEventListener('play', onPlay);
    return () => el.removeEventListener('play', onPlay);
  }, [el, choice]);

  // The page under the player does not scroll; focus starts in the player (on the choice when there is one).
  useEffect(() => {
    const before = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => void (document.body.style.overflow = before);
  }, []);
  useEffect(() => {
    if (choice === 'ask') dialog.current?.querySelector<HTMLElement>('[data-testid="video-resume"]')?.focus();
    else if (choice === 'waiting' || choice === 'fresh') dialog.current?.focus();
  }, [choice]);

  const choose = useCallback(
    (at: number) => {
      setPicked(at > 0 ? 'resumed' : 'fresh');
      if (el) playFrom(el, at);
      dialog.current?.focus();
    },
    [el],
  );

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key === 'Escape') {
      e.preventDefault();
      onClose();
      return;
    }
    const target = e.target as HTMLElement;
    if (e.key === ' ' && choice !== 'ask' && el && !target.closest('button, a, input, textarea, select')) {
      e.preventDefault();
      if (el.paused) el.play().catch(() => undefined);
      else el.pause();
      return;
    }
    if (e.key === 'Tab' && dialog.current) {
      const items = Array.from(dialog.current.querySelectorAll<HTMLElement>(focusable));
      const first = items[0];
      const last = items[items.length - 1];
      if (!first || !last) return;
      if (e.shiftKey && (document.activeElement === first || document.activeElement === dialog.current)) {
        e.preventDefault();
        last.focus();
      } else if (!e.shiftKey && document.activeElement === last) {
        e.preventDefault();
        first.focus();
      }
    }
  };

  return createPortal(
    <div
      ref={dialog}
      className="video-player"
      role="dialog"
      aria-modal="true"
      aria-label={t('browse.video.player', { title: v.title })}
      aria-describedby="video-player-keys"
      aria-keyshortcuts="Space Escape"
      tabIndex={-1}
      data-testid="video-fullscreen"
      onKeyDown={onKeyDown}
    >
      <header className="video-player__bar">
        <button
          type="button"
          className="video-player__close"
          data-testid="video-close"
          aria-label={t('browse.video.closePlayer')}
          onClick={onClose}
        >
          <BackIcon />
        </button>
        <h2 className="video-player__title">{v.title}</h2>
      </header>
      <div className="video-player__body">
        <div className="video-player__screen">
          {choice === 'waiting' ? (
            <div className="video-player__waiting" aria-hidden="true" />
          ) : (
            <SubtitledVideo
              src={v.media}
              poster={v.poster}
              subtitles={v.subtitles}
              autoPlay={choice === 'fresh'}
              videoRef={setEl}
            />
          )}
          {choice === 'ask' && resumeAt !== null && (
            <div
              className="video-player__resume"
              role="group"
              aria-label={t('browse.video.resumeAsk')}
              data-testid="video-resume-choice"
            >
              <p className="video-player__resume-text">{t('browse.video.resumeAsk')}</p>
              <button
                type="button"
                className="video-player__resume-button video-player__resume-button--primary"
                data-testid="video-resume"
                onClick={() => choose(resumeAt)}
              >
                {t('browse.video.resumeFrom', { time: formatDuration(resumeAt) })}
              </button>
              <button
                type="button"
                className="video-player__resume-button"
                data-testid="video-start-over"
                onClick={() => choose(0)}
              >
                {t('browse.video.startOver')}
              </button>
            </div>
          )}
        </div>
        <p id="video-player-keys" className="video-player__keys">
          {t('browse.video.playerKeys')}
        </p>
      </div>
    </div>,
    document.body,
  );
}
