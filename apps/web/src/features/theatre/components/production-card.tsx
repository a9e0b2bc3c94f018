import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Production } from '@nanhua/contract';
import { href } from '../../../config/paths';
import { imageSources } from '../../../lib/resource';
import './theatre.css';

/** `badge` marks a members-only production. */
export function ProductionCard({ production: p, badge }: { production: Production; badge?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Link
      className="production-card"
      to={href('/pages/theatreUltimate/detail', { id: p.id })}
      data-testid="production-card"
    >
      <img className="production-card__poster" {...imageSources(p.poster, '108px')} alt="" loading="lazy" />
      <div className="production-card__body">
        <h3 className="production-card__title">
          {p.isPremium && badge} {p.title}
        </h3>
        <p className="production-card__summary">{p.summary}</p>
        <p className="production-card__meta">
          {t('browse.production.scenes', { count: p.partCount })} · {t('browse.common.views', { count: p.views })}
        </p>
      </div>
    </Link>
  );
}
