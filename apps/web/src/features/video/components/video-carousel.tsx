import { Swiper } from 'antd-mobile';
import { limits, type Video } from '@nanhua/contract';
import { href } from '../../../config/paths';
import { navigateTo } from '../../../lib/navigation';
import { imageSources } from '../../../lib/resource';
import './video.css';

/** The Videos page's carousel of featured videos (inCarouselList). */
export function VideoCarousel({ items }: { items: Video[] }) {
  if (items.length === 0) return null;
  return (
    <section className="video-carousel" data-testid="video-carousel">
      <Swiper autoplay={items.length > 1} autoplayInterval={limits.carouselIntervalMs} loop={items.length > 1}>
        {items.map((v) => (
          <Swiper.Item key={v.id}>
            <button type="button" className="video-carousel__slide" onClick={() => navigateTo(href('/pages/video/detail', { id: v.id }))}>
              <img className="video-carousel__image" {...imageSources(v.poster, '100vw')} alt="" draggable={false} />
              <span className="video-carousel__caption">{v.title}</span>
            </button>
          </Swiper.Item>
        ))}
      </Swiper>
    </section>
  );
}
