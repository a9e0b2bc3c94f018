import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { KnowledgeDetail as Detail, KnowledgePart } from '@nanhua/contract';
import { href } from '../../../config/paths';
import { imageSources } from '../../../lib/resource';
import './knowledge.css';

export function KnowledgeDetail({ item: k, lock }: { item: Detail; lock?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <article className="knowledge-detail" data-testid="knowledge-detail">
      <img className="knowledge-detail__cover" {...imageSources(k.cover, '100vw')} alt="" />
      <h2 className="knowledge-detail__title" data-testid="knowledge-title">
        {k.title}
      </h2>
      <p className="knowledge-card__meta">
        {k.cateName} · {t('browse.common.views', { count: k.views })}
      </p>
      <p className="knowledge-detail__summary">{k.summary}</p>
      {k.locked && lock}
      <h3 className="knowledge-detail__section">{t('browse.knowledge.lessonsTitle')}</h3>
      <ol className="knowledge-lessons">
        {k.parts.map((p) => (
          <li key={p.id}>
            <Link
              className="knowledge-lessons__link"
              to={href('/pages/knowledge/part', { id: p.id })}
              data-testid="knowledge-part-link"
            >
              <span>{p.title}</span>
              {k.locked && <span className="knowledge-lessons__lock">{t('browse.premium.badge')}</span>}
            </Link>
          </li>
        ))}
      </ol>
    </article>
  );
}

/** A lesson; `lock` stands in for the body when the item is premium and the reader is not a member. */
export function KnowledgePartView({ part: p, lock }: { part: KnowledgePart; lock?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <article className="knowledge-detail" data-testid="knowledge-part">
      <Link className="knowledge-part__of" to={href('/pages/knowledge/detail', { id: p.knowledgeId })}>
        {p.knowledgeTitle}
      </Link>
      <h2 className="knowledge-detail__title" data-testid="knowledge-part-title">
        {p.title}
      </h2>
      {p.image && <img className="knowledge-detail__cover" {...imageSources(p.image, '100vw')} alt="" />}
      {p.locked ? (
        lock
      ) : (
        <div className="knowledge-detail__text" data-testid="knowledge-part-content">
          {p.content}
        </div>
      )}
      <nav className="knowledge-part__nav">
        {p.prevId ? (
          <Link replace to={href('/pages/knowledge/part', { id: p.prevId })}>
            ‹ {t('browse.common.previous')}
          </Link>
        ) : (
          <span />
        )}
        {p.nextId && (
          <Link replace to={href('/pages/knowledge/part', { id: p.nextId })} data-testid="knowledge-next">
            {t('browse.common.next')} ›
          </Link>
        )}
      </nav>
    </article>
  );
}
