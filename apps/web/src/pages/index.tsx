import { useTranslation } from 'react-i18next';
import { href } from '../config/paths';
import { AboutLinks } from '../features/about/components/about-links';
import { QueryZone } from '../features/browse-ui/components/zone';
import { useRandomKnowledge } from '../features/knowledge/api/get-random-knowledge';
import { KnowledgeTiles } from '../features/knowledge/components/knowledge-card';
import { HomeCarousel } from '../features/site/components/home-carousel';
import { HomeNotice } from '../features/site/components/home-notice';
import { HomeSponsors } from '../features/site/components/home-sponsors';
import { HomeTopBar } from '../features/site/components/home-top-bar';
import { useRandomTheatres } from '../features/theatre/api/get-random-theatres';
import { TheatreStrip } from '../features/theatre/components/theatre-card';
import { useRandomVideos } from '../features/video/api/get-random-videos';
import { VideoGrid } from '../features/video/components/video-card';

/**
 * Home (SPEC §2): sticky bar, carousel, notice, the theatre, video and knowledge zones, sponsors.
 * The comments zone (participation issue) and the products zone (shop issue) go after the knowledge zone.
 */
export default function HomePage() {
  const { t } = useTranslation();
  const theatres = useRandomTheatres(6);
  const videos = useRandomVideos(4);
  const knowledge = useRandomKnowledge(4);
  return (
    <div className="home-page" data-testid="home-page">
      <HomeTopBar searchTo={href('/pages/search/index')} />
      <HomeCarousel />
      <HomeNotice />
      <AboutLinks />
      <QueryZone title={t('browse.home.theatreZone')} moreTo={href('/pages/discovery/theatre')} testId="home-theatre-zone" query={theatres}>
        {(items) => <TheatreStrip items={items} />}
      </QueryZone>
      <QueryZone title={t('browse.home.videoZone')} moreTo={href('/pages/video/index')} testId="home-video-zone" query={videos}>
        {(items) => <VideoGrid items={items} />}
      </QueryZone>
      <QueryZone title={t('browse.home.knowledgeZone')} moreTo={href('/pages/discovery/knowledge')} testId="home-knowledge-zone" query={knowledge}>
        {(items) => <KnowledgeTiles items={items} />}
      </QueryZone>
      <HomeSponsors />
    </div>
  );
}
