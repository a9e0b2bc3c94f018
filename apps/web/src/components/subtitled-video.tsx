import { useEffect, useRef, useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import type { SubtitleTracks } from '@nanhua/contract';
import { currentLocale } from '../lib/i18n';
import { resourceUrl } from '../lib/resource';
import { useRadioGroup } from './radio-group';
import './subtitled-video.css';

export type SurtitleMode = 'zh' | 'en' | 'both' | 'off';
const modes: SurtitleMode[] = ['zh', 'en', 'both', 'off'];
const storageKey = 'surtitles';

function storedMode(): SurtitleMode | null {
  try {
    const v = localStorage.getItem(storageKey);
    return modes.includes(v as SurtitleMode) ? (v as SurtitleMode) : null;
  } catch {
    return null;
  }
}

/** The words showing on a track now; cue markup (<i>, <v>…) is dropped, as the overlay is plain text. */
function activeText(track: TextTrack | undefined): string {
  if (!track?.activeCues) return '';
  return Array.from(track.activeCues)
    .map((c) => ('getCueAsHTML' in c ? ((c as VTTCue).getCueAsHTML().textContent ?? '') : ''))
    .join('\n');
}

/**
 * A video with Chinese and English surtitles: the interface language's track by default, a toggle for
 * Chinese, English, both or none, remembered on the device. The cues are drawn over the picture by us
 * rather than by the browser, because native rendering cannot stack two tracks in a set order.
 */
export function SubtitledVideo({
  src,
  poster,
  subtitles,
  autoPlay,
  testId = 'video-player',
  videoRef,
  onTime,
}: {
  src: string;
  poster?: string;
  subtitles: SubtitleTracks;
  autoPlay?: boolean;
  testId?: string;
  videoRef?: Ref<HTMLVideoElement>;
  onTime?: (seconds: number) => void;
}) {
  const { t } = useTranslation();
  const [mode, setMode] = useState<SurtitleMode>(() => storedMode() ?? (currentLocale() === 'en' ? 'en' : 'zh'));
  const [lines, setLines] = useState({ zh: '', en: '' });
  const zhRef = useRef<HTMLTrackElement>(null);
  const enRef = useRef<HTMLTrackElement>(null);
  const hasTracks = Boolean(subtitles.zh || subtitles.en);

  useEffect(() => {
    const zh = zhRef.current?.track;
    const en = enRef.current?.track;
    // 'hidden' loads the track and fires cuechange without the browser drawing it; 'disabled' stops both.
    if (zh) zh.mode = mode === 'zh' || mode === 'both' ? 'hidden' : 'disabled';
    if (en) en.mode = mode === 'en' || mode === 'both' ? 'hidden' : 'disabled';
    const update = () =>
      setLines({ zh: zh?.mode === 'hidden' ? activeText(zh) : '', en: en?.mode === 'hidden' ? activeText(en) : '' });
    update();
    const sources = [zh, en, zhRef.current, enRef.current].filter((x): x is TextTrack | HTMLTrackElement => Boolean(x));
    for (const s of sources) s.addEventListener(s instanceof HTMLTrackElement ? 'load' : 'cuechange', update);
    return () => {
      for (const s of sources) s.removeEventListener(s instanceof HTMLTrackElement ? 'load' : 'cuechange', update);
    };
  }, [mode, subtitles.zh, subtitles.en]);

  const choose = (m: SurtitleMode) => {
    setMode(m);
    try {
      localStorage.setItem(storageKey, m);
    } catch {
      // Without storage the choice lasts for this page only.
    }
  };
  const modeKeys = useRadioGroup(modes, mode, choose);

  return (
    <div className="subtitled-video">
      <div className="subtitled-video__stage">
        <video
          ref={videoRef}
          className="subtitled-video__video"
          data-testid={testId}
          src={resourceUrl(src)}
          poster={poster ? resourceUrl(poster) : undefined}
          controls
          autoPlay={autoPlay}
          playsInline
          preload="metadata"
          onTimeUpdate={onTime ? (e) => onTime(e.currentTarget.currentTime) : undefined}
        >
          {subtitles.zh && (
            <track ref={zhRef} kind="subtitles" srcLang="zh-Hans" label="中文" src={resourceUrl(subtitles.zh)} />
          )}
          {subtitles.en && (
            <track ref={enRef} kind="subtitles" srcLang="en" label="English" src={resourceUrl(subtitles.en)} />
          )}
        </video>
      </div>
      {mode !== 'off' && hasTracks && (
        <div className="subtitled-video__cues" data-testid="surtitles" aria-live="off">
          {lines.zh && (
            <p className="subtitled-video__cue" lang="zh-Hans" data-testid="surtitle-zh">
              {lines.zh}
            </p>
          )}
          {lines.en && (
            <p className="subtitled-video__cue subtitled-video__cue--en" lang="en" data-testid="surtitle-en">
              {lines.en}
            </p>
          )}
        </div>
      )}
      {hasTracks && (
        <div
          className="subtitled-video__modes"
          {...modeKeys.group}
          aria-label={t('browse.surtitles.label')}
          data-testid="surtitle-modes"
        >
          <span className="subtitled-video__modes-label">{t('browse.surtitles.label')}</span>
          {modes.map((m, i) => (
            <button
              key={m}
              {...modeKeys.radio(m, i)}
              className="subtitled-video__mode"
              data-testid={`surtitle-mode-${m}`}
            >
              {t(`browse.surtitles.${m}`)}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
