import { useTranslation } from 'react-i18next';
import { NavBar } from '../components/nav-bar';
import { AboutArticle } from '../features/about/components/about-article';
import type { AboutTopic } from '../features/about/topics';

/** The six About routes share this page; each route file names its topic. */
export function AboutPage({ topic }: { topic: AboutTopic }) {
  const { t } = useTranslation();
  return (
    <div data-testid="about-page">
      <NavBar title={t(`browse.about.${topic}.title`)} />
      <AboutArticle topic={topic} />
    </div>
  );
}
