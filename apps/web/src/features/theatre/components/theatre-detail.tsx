import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from 'antd-mobile';
import { EventState, fewSeatsLeft, SaleState, type TheatreDetail as Detail } from '@nanhua/contract';
import { href } from '../../../config/paths';
import { formatMoney, formatTime } from '../../../lib/format';
import { currentLocale } from '../../../lib/i18n';
import { navigateTo } from '../../../lib/navigation';
import { imageSources } from '../../../lib/resource';
import { saleStateKey } from '../../../components/sale-state';
import { TheatreStatusTag } from './theatre-card';
import './theatre.css';

interface TheatreDetailProps {
  theatre: Detail;
  /** The registration entry, for events that take registration (composed by the page). */
  registration?: ReactNode;
  /** The way to the cast and synopsis of the production staged (composed by the page). */
  production?: ReactNode;
}

export function TheatreDetail({ theatre: p, registration, production }: TheatreDetailProps) {
  const { t } = useTranslation();
  return (
    <article className="theatre-detail" data-testid="theatre-detail">
      <img className="theatre-detail__poster" {...imageSources(p.poster, '100vw')} alt="" />
      <div className="theatre-detail__head">
        <h2 className="theatre-detail__title" data-testid="theatre-title">
          {p.title}
        </h2>
        <TheatreStatusTag status={p.status} />
      </div>
      <dl className="theatre-detail__facts">
        <dt>{t('browse.theatre.time')}</dt>
        <dd>
          {formatTime(p.startAt)} – {formatTime(p.endAt).slice(11)}
        </dd>
        <dt>{t('browse.theatre.venue')}</dt>
        <dd>{p.venue}</dd>
        {p.takesRegistration && (
          <>
            <dt>{t('browse.theatre.registration')}</dt>
            <dd>{t('browse.theatre.takesRegistration')}</dd>
          </>
        )}
      </dl>
      {p.status === EventState.Past ? (
        <p className="theatre-detail__ended" data-testid="theatre-ended">
          {t('browse.theatre.ended')}
        </p>
      ) : (
        <a
          className="theatre-detail__calendar"
          href={`/calendar/performance/${p.id}.ics?lang=${currentLocale()}`}
          download
          data-testid="add-to-calendar"
        >
          {t('browse.theatre.addToCalendar')}
        </a>
      )}
      {production}
      {p.sales.length > 0 && (
        <section className="theatre-detail__sales" data-testid="theatre-sales">
          <h3 className="theatre-detail__section">{t('browse.theatre.tickets')}</h3>
          {p.sales.map((s) => {
            const onSale = s.buyStatus === SaleState.OnSale && s.remaining > 0;
            return (
              <div key={s.id} className="theatre-sale-row">
                <Link
                  className="theatre-sale"
                  to={href('/pages/ticket/detail', { id: s.id })}
                  data-testid="theatre-sale"
                >
                  <span className="theatre-sale__title">{s.title}</span>
                  <span className="theatre-sale__price">
                    {t('browse.theatre.priceFrom', { price: formatMoney(s.priceFrom, s.currency) })}
                  </span>
                  <span
                    className={`theatre-sale__state theatre-sale__state--${onSale ? 'on' : 'off'}`}
                    data-testid="theatre-sale-state"
                  >
                    {t(saleStateKey(s) ?? '')}
                  </span>
                  {onSale && s.remaining <= fewSeatsLeft && (
                    <span className="theatre-sale__left" data-testid="theatre-sale-left">
                      {t('browse.theatre.seatsLeft', { count: s.remaining })}
                    </span>
                  )}
                </Link>
                {onSale && (
                  <Button
                    className="theatre-sale__buy"
                    size="small"
                    color="primary"
                    data-testid="theatre-sale-buy"
                    onClick={() => navigateTo(href('/pages/ticket/buy', { id: s.id }))}
                  >
                    {t('browse.theatre.buy')}
                  </Button>
                )}
              </div>
            );
          })}
        </section>
      )}
      {p.takesRegistration && registration}
      <h3 className="theatre-detail__section">{t('browse.theatre.about')}</h3>
      <div className="theatre-detail__text">{p.description}</div>
    </article>
  );
}
