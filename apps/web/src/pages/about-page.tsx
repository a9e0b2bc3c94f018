import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavBar } from '../components/nav-bar';
import { AboutArticle } from '../features/about/components/about-article';
import { useAboutPage } from '../features/about/api/get-about-pages';
import type { AboutTopic } from '../features/about/topics';

/** The six About routes share this page; each route file names its topic (and what it adds under the text). */
export function AboutPage({ topic, children }: { topic: AboutTopic; children?: ReactNode }) {
  const { t } = useTranslation();
  const { page } = useAboutPage(topic);
  return (
    <div data-testid="about-page">
      <NavBar title={page?.title || t(`browse.about.${topic}.title`)} />
      <AboutArticle topic={topic} />
      {children}
    </div>
  );
}
