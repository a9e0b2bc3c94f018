import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { href } from '../../../config/paths';
import { aboutTopics } from '../topics';
import './about.css';

/** Entries to the six About pages (home screen). */
export function AboutLinks() {
  const { t } = useTranslation();
  return (
    <ul className="about-links" data-testid="about-links">
      {aboutTopics.map((topic) => (
        <li key={topic}>
          <Link className="about-links__item" to={href(`/pages/about/${topic}`)}>
            {t(`browse.about.${topic}.title`)}
          </Link>
        </li>
      ))}
    </ul>
  );
}
