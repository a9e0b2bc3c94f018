import { useTranslation } from 'react-i18next';
import { limits, type Video } from '@nanhua/contract';
import { Carousel } from '../../../components/carousel';
import { href } from '../../../config/paths';
import { navigateTo } from '../../../lib/navigation';
import { imageSources } from '../../../lib/resource';
import './video.css';

/** The Videos page's carousel of featured videos (inCarouselList). */
export function VideoCarousel({ items }: { items: Video[] }) {
  const { t } = useTranslation();
  if (items.length === 0) return null;
  return (
    <Carousel
      className="video-carousel"
      testId="video-carousel"
      label={t('home.carousel')}
      autoplay={items.length > 1}
      interval={limits.carouselIntervalMs}
      slides={items.map((v) => (
        <button
          key={v.id}
          type="button"
          className="video-carousel__slide"
          onClick={() => navigateTo(href('/pages/video/detail', { id: v.id }))}
        >
          <img className="video-carousel__image" {...imageSources(v.poster, '100vw')} alt="" draggable={false} />
          <span className="video-carousel__caption">{v.title}</span>
        </button>
      ))}
    />
  );
}
