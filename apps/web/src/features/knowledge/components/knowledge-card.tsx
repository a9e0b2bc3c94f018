import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ContentCategory, Knowledge } from '@nanhua/contract';
import { href } from '../../../config/paths';
import { imageSources } from '../../../lib/resource';
import './knowledge.css';

export function KnowledgeCard({ item: k }: { item: Knowledge }) {
  const { t } = useTranslation();
  return (
    <Link className="knowledge-card" to={href('/pages/knowledge/detail', { id: k.id })} data-testid="knowledge-card">
      <img className="knowledge-card__cover" {...imageSources(k.cover, '108px')} alt="" loading="lazy" />
      <div className="knowledge-card__body">
        <h3 className="knowledge-card__title">
          {k.isPremium && <span className="knowledge-card__vip">{t('browse.premium.badge')}</span>}
          {k.title}
        </h3>
        <p className="knowledge-card__summary">{k.summary}</p>
        <p className="knowledge-card__meta">
          {k.cateName} · {t('browse.knowledge.lessons', { count: k.partCount })} ·{' '}
          {t('browse.common.views', { count: k.views })}
        </p>
      </div>
    </Link>
  );
}

/** Home zone and related items: compact tiles two by two. */
export function KnowledgeTiles({ items }: { items: Knowledge[] }) {
  return (
    <ul className="knowledge-tiles" data-testid="knowledge-tiles">
      {items.map((k) => (
        <li key={k.id}>
          <Link
            className="knowledge-tile"
            to={href('/pages/knowledge/detail', { id: k.id })}
            data-testid="knowledge-tile"
          >
            <img className="knowledge-tile__cover" {...imageSources(k.cover, '50vw')} alt="" loading="lazy" />
            <span className="knowledge-tile__title">{k.title}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** The Catalog: every category with its description. */
export function KnowledgeCategoryList({ categories }: { categories: ContentCategory[] }) {
  return (
    <ul className="knowledge-cates" data-testid="knowledge-categories">
      {categories.map((c) => (
        <li key={c.id}>
          <Link
            className="knowledge-cate"
            to={href('/pages/knowledge/index', { cateId: c.id })}
            data-testid="knowledge-category"
          >
            {c.cover && (
              <img className="knowledge-cate__cover" {...imageSources(c.cover, '96px')} alt="" loading="lazy" />
            )}
            <span className="knowledge-cate__name">{c.name}</span>
            <span className="knowledge-cate__desc">{c.description}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
