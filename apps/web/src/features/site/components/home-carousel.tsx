import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Skeleton } from 'antd-mobile';
import { Carousel } from '../../../components/carousel';
import { ErrorState } from '../../../components/error-state';
import { imageSources } from '../../../lib/resource';
import { dropFirstPaint, dropsFirstPaint } from '../../../app/first-paint';
import { useAppCarousel } from '../api/get-app-carousel';
import { followLink, isFollowable } from './follow-link';
import './home-carousel.css';

export function HomeCarousel() {
  const { t } = useTranslation();
  const { data, isPending, isError, refetch } = useAppCarousel();
  // The server's copy of the first picture (app/first-paint.ts) goes when this one can replace it.
  const empty = isError || data?.length === 0;
  useEffect(() => {
    if (empty) dropFirstPaint();
  }, [empty]);
  useEffect(() => () => dropFirstPaint(), []);

  const box = { className: 'home-carousel', testId: 'home-carousel', label: t('home.carousel') };
  if (isPending)
    return (
      <Carousel {...box} slides={[]} busy placeholder={<Skeleton animated className="home-carousel__skeleton" />} />
    );
  if (isError) return <Carousel {...box} slides={[]} placeholder={<ErrorState onRetry={() => void refetch()} />} />;
  if (data.length === 0) return null;

  return (
    <Carousel
      {...box}
      slides={data.map((item, i) => {
        const linked = isFollowable(item.link);
        return (
          <div
            key={item.id}
            className={`home-carousel__slide${linked ? ' home-carousel__slide--link' : ''}`}
            data-testid="home-carousel-item"
            role={linked ? 'link' : undefined}
            tabIndex={linked ? 0 : undefined}
            onClick={() => followLink(item.link)}
            onKeyDown={(e) => e.key === 'Enter' && followLink(item.link)}
          >
            <img
              className="home-carousel__image"
              {...imageSources(item.image, '100vw')}
              // The first slide is the home's largest paint: fetched first (and preloaded, app/first-screen.ts); the rest wait.
              {...(i === 0
                ? { fetchPriority: 'high' as const, loading: 'eager' as const, ...dropsFirstPaint }
                : { loading: 'lazy' as const })}
              width={16}
              height={9}
              decoding="async"
              alt={item.title}
              draggable={false}
            />
            {item.title && <span className="home-carousel__caption">{item.title}</span>}
          </div>
        );
      })}
    />
  );
}
