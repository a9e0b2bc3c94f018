import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ProductionDetail as Detail } from '@nanhua/contract';
import { href } from '../../../config/paths';
import { resourceUrl } from '../../../lib/resource';
import './theatre.css';

/** `lock` explains a premium production to non-members; `badge` marks its locked scenes. */
export function ProductionDetail({ production: p, lock, badge }: { production: Detail; lock?: ReactNode; badge?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <article className="production-detail" data-testid="production-detail">
      <img className="theatre-detail__poster" src={resourceUrl(p.poster)} alt="" />
      <h2 className="theatre-detail__title">{p.title}</h2>
      <div className="theatre-detail__text">
        <span className="production-card__meta">{t('browse.common.views', { count: p.views })}</span>
      </div>
      <div className="theatre-detail__text">
        {p.description}
      </div>
      {p.locked && lock}
      <h3 className="theatre-detail__section">{t('browse.production.partsTitle')}</h3>
      <ol className="part-list">
        {p.parts.map((part) => (
          <li key={part.id}>
            <Link className="part-list__link" to={href('/pages/theatreUltimate/part', { id: p.id, partId: part.id })} data-testid="production-part-link">
              {part.locked && badge} {part.title}
            </Link>
          </li>
        ))}
      </ol>
    </article>
  );
}

/** One scene of a production, with the way to the scenes before and after it; `lock` stands in for a locked text. */
export function ProductionPart({ production: p, partId, lock }: { production: Detail; partId: number; lock?: ReactNode }) {
  const { t } = useTranslation();
  const index = p.parts.findIndex((x) => x.id === partId);
  const part = p.parts[index];
  if (!part) return null;
  const prev = p.parts[index - 1];
  const next = p.parts[index + 1];
  return (
    <article className="production-part" data-testid="production-part">
      <p className="production-part__of">{p.title}</p>
      <h2 className="theatre-detail__title" data-testid="production-part-title">
        {part.title}
      </h2>
      {part.image && <img className="theatre-detail__poster" src={resourceUrl(part.image)} alt="" />}
      {part.locked ? (
        lock
      ) : (
        <div className="theatre-detail__text" data-testid="production-part-content">
          {part.content}
        </div>
      )}
      <nav className="part-nav">
        {prev ? (
          <Link replace to={href('/pages/theatreUltimate/part', { id: p.id, partId: prev.id })}>
            ‹ {t('browse.common.previous')}
          </Link>
        ) : (
          <span />
        )}
        {next && (
          <Link replace to={href('/pages/theatreUltimate/part', { id: p.id, partId: next.id })}>
            {t('browse.common.next')} ›
          </Link>
        )}
      </nav>
    </article>
  );
}
