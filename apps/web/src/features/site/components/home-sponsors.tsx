import { useTranslation } from 'react-i18next';
import { resourceUrl } from '../../../lib/resource';
import { useSponsors } from '../api/get-sponsors';
import { followLink, isFollowable } from './follow-link';
import './home-sponsors.css';

export function HomeSponsors() {
  const { t } = useTranslation();
  const { data } = useSponsors();
  if (!data?.length) return null;

  return (
    <section className="home-sponsors" data-testid="home-sponsors" aria-labelledby="home-sponsors-title">
      <h2 className="home-sponsors__title" id="home-sponsors-title">
        {t('home.sponsors')}
      </h2>
      <ul className="home-sponsors__row">
        {data.map((s) => {
          const body = (
            <>
              <img className="home-sponsors__logo" src={resourceUrl(s.logo)} alt="" loading="lazy" />
              <span className="home-sponsors__name">{s.name}</span>
            </>
          );
          return (
            <li key={s.id} className="home-sponsors__item" data-testid="home-sponsor">
              {isFollowable(s.url) ? (
                <button type="button" className="home-sponsors__card" onClick={() => followLink(s.url)}>
                  {body}
                </button>
              ) : (
                <div className="home-sponsors__card">{body}</div>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
