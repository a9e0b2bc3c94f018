import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { enumLabelKeys, type Theatre } from '@nanhua/contract';
import { href } from '../../../config/paths';
import { formatTime } from '../../../lib/format';
import { imageSources } from '../../../lib/resource';
import './theatre.css';

export function TheatreStatusTag({ status }: { status: number }) {
  const { t } = useTranslation();
  const key = enumLabelKeys.eventState[status as 1 | 2 | 3];
  return <span className={`theatre-status theatre-status--${status}`}>{key ? t(key) : null}</span>;
}

/** One performance in a list: poster, title, time, venue and its state. */
export function TheatreCard({ theatre: p }: { theatre: Theatre }) {
  return (
    <Link className="theatre-card" to={href('/pages/theatre/detail', { id: p.id })} data-testid="theatre-card">
      <img className="theatre-card__poster" {...imageSources(p.poster, '100vw')} alt="" loading="lazy" />
      <div className="theatre-card__body">
        <h3 className="theatre-card__title">{p.title}</h3>
        <p className="theatre-card__meta">{formatTime(p.startAt)}</p>
        <p className="theatre-card__meta">{p.venue}</p>
        <TheatreStatusTag status={p.status} />
      </div>
    </Link>
  );
}

/** A plain list of performances (the calendar's chosen day). */
export function TheatreList({ items }: { items: Theatre[] }) {
  return (
    <ul className="theatre-list">
      {items.map((p) => (
        <li key={p.id}>
          <TheatreCard theatre={p} />
        </li>
      ))}
    </ul>
  );
}

/** Home zone: a few performances side by side, the ones still to come first. */
export function TheatreStrip({ items }: { items: Theatre[] }) {
  return (
    <ul className="theatre-strip" data-testid="theatre-strip">
      {items.map((p) => (
        <li key={p.id} className="theatre-strip__item">
          <Link
            to={href('/pages/theatre/detail', { id: p.id })}
            className="theatre-strip__link"
            data-testid="theatre-strip-item"
          >
            <img className="theatre-strip__poster" {...imageSources(p.poster, '150px')} alt="" loading="lazy" />
            <span className="theatre-strip__title">{p.title}</span>
            <span className="theatre-strip__date">{formatTime(p.startAt).slice(0, 10)}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
