import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { enumLabelKeys, type ProductionDetail } from '@nanhua/contract';
import { href } from '../../../config/paths';
import { imageSources } from '../../../lib/resource';
import './cast.css';

/**
 * A production's programme: the cast (role, its role type where one applies, who plays it) and the
 * story scene by scene. The cast is for everyone; a premium production's scene texts stay with members
 * (`lock` explains, each scene keeps its title). No cast yet: says so and what to read meanwhile.
 */
export function CastAndSynopsis({ production: p, lock }: { production: ProductionDetail; lock?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <article className="cast-page" data-testid="cast-page">
      <img className="cast-page__poster" {...imageSources(p.poster, '100vw')} width={750} height={360} alt="" />
      <h2 className="cast-page__title">{p.title}</h2>
      {p.summary && <p className="cast-page__summary">{p.summary}</p>}

      <section aria-labelledby="cast-heading">
        <h3 className="cast-page__section" id="cast-heading">
          {t('browse.cast.castTitle')}
        </h3>
        {p.cast.length === 0 ? (
          <div className="cast-page__empty" data-testid="cast-empty">
            <p className="cast-page__empty-title">{t('browse.cast.noCast')}</p>
            <p>{t('browse.cast.noCastHint')}</p>
          </div>
        ) : (
          <ul className="cast-list" data-testid="cast-list">
            {p.cast.map((r) => (
              <li key={r.id} className="cast-list__row" data-testid="cast-role">
                <span className="cast-list__role">
                  {r.roleType && <span className="cast-list__type">{t(enumLabelKeys.roleType[r.roleType])}</span>}
                  <span className="cast-list__name">{r.role}</span>
                </span>
                <span className="cast-list__performer">
                  <span className="visually-hidden">{t('browse.cast.playedBy')}</span>
                  {r.performer}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="scenes-heading">
        <h3 className="cast-page__section" id="scenes-heading">
          {t('browse.cast.scenesTitle')}
        </h3>
        {p.locked && lock}
        {p.parts.length === 0 ? (
          <p className="cast-page__empty" data-testid="scenes-empty">
            {t('browse.cast.noScenes')}
          </p>
        ) : (
          <ol className="scene-list" data-testid="scene-list">
            {p.parts.map((s) => (
              <li key={s.id} className="scene-list__item" data-testid="cast-scene">
                <h4 className="scene-list__title">
                  <Link to={href('/pages/theatreUltimate/part', { id: p.id, partId: s.id })}>{s.title}</Link>
                </h4>
                {s.content && <p className="scene-list__text">{s.content}</p>}
              </li>
            ))}
          </ol>
        )}
      </section>
    </article>
  );
}
