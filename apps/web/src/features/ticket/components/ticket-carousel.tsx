import { useTranslation } from 'react-i18next';
import { Skeleton } from 'antd-mobile';
import { Carousel } from '../../../components/carousel';
import { navigateTo } from '../../../lib/navigation';
import { imageSources } from '../../../lib/resource';
import { useTicketCarousel } from '../api/get-ticket-carousel';
import './ticket.css';

/** Featured sales still selling; a slide opens its sale. */
export function TicketCarousel() {
  const { t } = useTranslation();
  const { data, isPending } = useTicketCarousel();
  if (isPending) return <Skeleton animated className="ticket-carousel ticket-carousel--loading" />;
  if (!data || data.length === 0) return null;
  return (
    <Carousel
      className="ticket-carousel"
      testId="ticket-carousel"
      label={t('ticket.home.carousel')}
      slides={data.map((item) => (
        <div
          key={item.id}
          className="ticket-carousel__slide"
          role="link"
          tabIndex={0}
          onClick={() => item.link && navigateTo(item.link)}
          onKeyDown={(e) => e.key === 'Enter' && item.link && navigateTo(item.link)}
        >
          <img
            className="ticket-carousel__image"
            {...imageSources(item.image, '100vw')}
            alt={item.title}
            draggable={false}
          />
          <span className="ticket-carousel__caption">{item.title}</span>
        </div>
      ))}
    />
  );
}
