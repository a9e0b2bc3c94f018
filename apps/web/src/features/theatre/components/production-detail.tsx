import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ProductionDetail as Detail, ProductionPart as Part } from '@nanhua/contract';
import { SubtitledVideo } from '../../../components/subtitled-video';
import { href } from '../../../config/paths';
import { imageSources } from '../../../lib/resource';
import './theatre.css';

/** `lock` explains a premium production to non-members; `badge` marks its locked scenes; `cast` leads to its cast and synopsis. */
export function ProductionDetail({
  production: p,
  lock,
  badge,
  cast,
}: {
  production: Detail;
  lock?: ReactNode;
  badge?: ReactNode;
  cast?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <article className="production-detail" data-testid="production-detail">
      <img className="theatre-detail__poster" {...imageSources(p.poster, '100vw')} alt="" />
      <h2 className="theatre-detail__title">{p.title}</h2>
      <div className="theatre-detail__text">
        <span className="production-card__meta">{t('browse.common.views', { count: p.views })}</span>
      </div>
      <div className="theatre-detail__text">{p.description}</div>
      {cast}
      {p.locked && lock}
      <h3 className="theatre-detail__section">{t('browse.production.partsTitle')}</h3>
      <ol className="part-list">
        {p.parts.map((part) => (
          <li key={part.id}>
            <Link
              className="part-list__link"
              to={href('/pages/theatreUltimate/part', { id: p.id, partId: part.id })}
              data-testid="production-part-link"
            >
              {part.locked && badge} {part.title}
            </Link>
          </li>
        ))}
      </ol>
    </article>
  );
}

/** One scene of a production, with the way to the scenes before and after it; `lock` stands in for a locked text. */
export function ProductionPart({
  production: p,
  partId,
  lock,
}: {
  production: Detail;
  partId: number;
  lock?: ReactNode;
}) {
  const { t } = useTranslation();
  const index = p.parts.findIndex((x) => x.id === partId);
  const part = p.parts[index];
  if (!part) return null;
  const prev = p.parts[index - 1];
  const next = p.parts[index + 1];
  return (
    <article className="production-part" data-testid="production-part">
      <p className="production-part__of">{p.title}</p>
      <h2 className="theatre-detail__title" data-testid="production-part-title">
        {part.title}
      </h2>
      {part.media ? (
        <PartClip part={part} poster={part.image} />
      ) : (
        part.image && <img className="theatre-detail__poster" {...imageSources(part.image, '100vw')} alt="" />
      )}
      {part.locked ? (
        lock
      ) : (
        <div className="theatre-detail__text" data-testid="production-part-content">
          {part.content}
        </div>
      )}
      <nav className="part-nav">
        {prev ? (
          <Link replace to={href('/pages/theatreUltimate/part', { id: p.id, partId: prev.id })}>
            ‹ {t('browse.common.previousScene')}
          </Link>
        ) : (
          <span />
        )}
        {next && (
          <Link replace to={href('/pages/theatreUltimate/part', { id: p.id, partId: next.id })}>
            {t('browse.common.nextScene')} ›
          </Link>
        )}
      </nav>
    </article>
  );
}

/** A scene's clip with its lyrics beside it in both languages: the line being sung is marked, a tap on a line plays from there. */
function PartClip({ part, poster }: { part: Part; poster: string | null }) {
  const { t } = useTranslation();
  const video = useRef<HTMLVideoElement>(null);
  const [now, setNow] = useState(0);
  const current = part.lyrics.findIndex((l) => now >= l.start && now < l.end);
  const seek = (start: number) => {
    const v = video.current;
    if (!v) return;
    v.currentTime = start;
    setNow(start);
    // A refused autoplay (no gesture yet on some browsers) leaves the clip paused at the line.
    void v.play().catch(() => undefined);
  };
  return (
    <>
      <SubtitledVideo
        src={part.media!}
        poster={poster ?? undefined}
        subtitles={part.subtitles}
        videoRef={video}
        onTime={setNow}
        testId="production-part-player"
      />
      {part.lyrics.length > 0 && (
        <section className="lyrics" aria-label={t('browse.production.lyrics')}>
          <h3 className="theatre-detail__section">{t('browse.production.lyrics')}</h3>
          <p className="lyrics__hint">{t('browse.production.lyricsHint')}</p>
          <ol className="lyrics__list" data-testid="lyrics">
            {part.lyrics.map((l, i) => (
              <li key={`${l.start}-${i}`}>
                <button
                  type="button"
                  className="lyrics__line"
                  data-testid="lyric-line"
                  data-active={i === current}
                  aria-current={i === current ? 'true' : undefined}
                  onClick={() => seek(l.start)}
                >
                  {l.zh && (
                    <span className="lyrics__zh" lang="zh-Hans">
                      {l.zh}
                    </span>
                  )}
                  {l.en && (
                    <span className="lyrics__en" lang="en">
                      {l.en}
                    </span>
                  )}
                </button>
              </li>
            ))}
          </ol>
        </section>
      )}
    </>
  );
}
