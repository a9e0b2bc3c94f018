import type { ComponentType, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ContinueWatchingItem } from '@nanhua/contract';
import { href } from '../../../config/paths';
import { imageSources } from '../../../lib/resource';
// The one known cross-feature import (issue 36, left to mend: the home page should hand the zone in).
import { useContinueWatching } from '../api/get-continue-watching';
import { formatDuration } from './video-card';
import './continue-watching.css';

function ContinueCard({ item: { video: v, position, duration } }: { item: ContinueWatchingItem }) {
  const { t } = useTranslation();
  const percent = Math.min(100, Math.round((position / duration) * 100));
  return (
    <Link
      className="continue-card"
      to={href('/pages/video/detail', { id: v.id, play: 1 })}
      data-testid="continue-card"
      data-video-id={v.id}
    >
      <div className="continue-card__frame">
        <img className="continue-card__poster" {...imageSources(v.poster, '45vw')} alt="" loading="lazy" />
        {v.isPremium && <span className="video-card__vip">{t('browse.premium.badge')}</span>}
        <span
          className="continue-card__bar"
          role="progressbar"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          aria-label={t('browse.home.watchedShare', { percent })}
        >
          <span className="continue-card__fill" style={{ width: `${percent}%` }} />
        </span>
      </div>
      <h3 className="continue-card__title">{v.title}</h3>
      <p className="video-card__meta">
        {t('browse.home.leftToWatch', { time: formatDuration(Math.max(0, duration - position)) })}
      </p>
    </Link>
  );
}

/**
 * The home's "Continue watching" (issue 34 item 7): a signed-in member's videos started and not finished,
 * newest first, each with how far they got; a tap opens the player, which offers to resume. Nothing shows
 * for a visitor, while loading, on a failure or when there is nothing to continue. The page passes the
 * titled section it draws its zones with (features never import each other).
 */
export function ContinueWatching({
  Zone,
}: {
  Zone: ComponentType<{ title: string; testId?: string; children: ReactNode }>;
}) {
  const { t } = useTranslation();
  const { data } = useContinueWatching();
  if (!data?.length) return null;
  return (
    <Zone title={t('browse.home.continueWatching')} testId="home-continue-watching">
      <ul className="continue-row">
        {data.map((item) => (
          <li key={item.video.id}>
            <ContinueCard item={item} />
          </li>
        ))}
      </ul>
    </Zone>
  );
}
