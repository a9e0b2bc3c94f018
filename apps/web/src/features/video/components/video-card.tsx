import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Video } from '@nanhua/contract';
import { href } from '../../../config/paths';
import { imageSources } from '../../../lib/resource';
import './video.css';

export const formatDuration = (seconds: number) =>
  `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

export function VideoCard({ video: v }: { video: Video }) {
  const { t } = useTranslation();
  return (
    <Link
      className="video-card"
      to={href('/pages/video/detail', { id: v.id })}
      data-testid="video-card"
      data-premium={v.isPremium}
    >
      <div className="video-card__frame">
        <img className="video-card__poster" {...imageSources(v.poster, '50vw')} alt="" loading="lazy" />
        <span className="video-card__duration">{formatDuration(v.duration)}</span>
        {v.isPremium && <span className="video-card__vip">{t('browse.premium.badge')}</span>}
      </div>
      <h3 className="video-card__title">{v.title}</h3>
      <p className="video-card__meta">
        {v.cateName} · {t('browse.common.views', { count: v.views })}
      </p>
    </Link>
  );
}

/** Videos two by two (home zone, recommendations). */
export function VideoGrid({ items }: { items: Video[] }) {
  return (
    <ul className="video-grid" data-testid="video-grid">
      {items.map((v) => (
        <li key={v.id}>
          <VideoCard video={v} />
        </li>
      ))}
    </ul>
  );
}
