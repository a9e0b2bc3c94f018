import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ProductionLink } from '@nanhua/contract';
import { castHref } from '../cast-href';
import './cast.css';

/** The way from a performance's sale or a video to the cast and synopsis of the production it is of. */
export function ProductionCastLink({ production }: { production: ProductionLink }) {
  const { t } = useTranslation();
  return (
    <Link className="cast-link" to={castHref(production.id)} data-testid="production-cast-link">
      <span className="cast-link__label">{t('browse.cast.title')}</span>
      <span className="cast-link__title">{production.title}</span>
    </Link>
  );
}
