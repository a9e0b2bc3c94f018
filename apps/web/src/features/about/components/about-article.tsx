import { useTranslation } from 'react-i18next';
import chaoJu from '../assets/chao-ju.webp';
import chaoYueTuan from '../assets/chao-yue-tuan.webp';
import companyInfo from '../assets/company-info.webp';
import nanHua from '../assets/nan-hua.webp';
import nanHuaTeam from '../assets/nan-hua-team.webp';
import wenHuaYanJiu from '../assets/wen-hua-yan-jiu.webp';
import { Skeleton } from 'antd-mobile';
import { RichText } from '../../../components/rich-text';
import { useAboutPage } from '../api/get-about-pages';
import type { AboutTopic } from '../topics';
import './about.css';

const images: Record<AboutTopic, string> = { chaoJu, chaoYueTuan, companyInfo, nanHua, nanHuaTeam, wenHuaYanJiu };

/**
 * An About page: a picture and the text staff wrote in the console (`/site/about/get`); a page they
 * left empty, or an answer that did not come, shows the app's own lead and sections (locale files).
 */
export function AboutArticle({ topic }: { topic: AboutTopic }) {
  const { t } = useTranslation();
  const { page, pending } = useAboutPage(topic);
  if (page || pending)
    return (
      <article className="about" data-testid={`about-${topic}`}>
        <img className="about__image" src={images[topic]} alt="" />
        {page ? (
          <RichText className="about__body about__rich" text={page.content} testId="about-content" />
        ) : (
          <div className="about__rich">
            <Skeleton.Paragraph lineCount={6} animated />
          </div>
        )}
      </article>
    );
  const sections = Object.values(
    t(`browse.about.${topic}.sections`, { returnObjects: true }) as Record<string, { title: string; body: string }>,
  );
  return (
    <article className="about" data-testid={`about-${topic}`}>
      <img className="about__image" src={images[topic]} alt="" />
      <p className="about__lead">{t(`browse.about.${topic}.lead`)}</p>
      {sections.map((s) => (
        <section key={s.title} className="about__section">
          <h2 className="about__heading">{s.title}</h2>
          <p className="about__body">{s.body}</p>
        </section>
      ))}
    </article>
  );
}
