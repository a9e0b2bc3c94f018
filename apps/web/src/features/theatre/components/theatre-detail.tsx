import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TheatreDetail as Detail } from '@nanhua/contract';
import { formatTime } from '../../../lib/format';
import { resourceUrl } from '../../../lib/resource';
import { TheatreStatusTag } from './theatre-card';
import './theatre.css';

interface TheatreDetailProps {
  theatre: Detail;
  /** The registration entry, for events that take registration (composed by the page). */
  registration?: ReactNode;
}

export function TheatreDetail({ theatre: p, registration }: TheatreDetailProps) {
  const { t } = useTranslation();
  return (
    <article className="theatre-detail" data-testid="theatre-detail">
      <img className="theatre-detail__poster" src={resourceUrl(p.poster)} alt="" />
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
      {p.takesRegistration && registration}
      <h3 className="theatre-detail__section">{t('browse.theatre.about')}</h3>
      <div className="theatre-detail__text">
        {p.description}
      </div>
    </article>
  );
}
