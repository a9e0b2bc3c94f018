import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Skeleton } from 'antd-mobile';
import { AfterFirstScreen } from '../components/after-first-screen';
import { href } from '../config/paths';
import { allTexts } from '../lib/i18n';
import { AboutLinks } from '../features/about/components/about-links';
import { QueryZone } from '../features/browse-ui/components/zone';
import { useRandomKnowledge } from '../features/knowledge/api/get-random-knowledge';
import { HomeCarousel } from '../features/site/components/home-carousel';
import { HomeNotice } from '../features/site/components/home-notice';
import { HomeSponsors } from '../features/site/components/home-sponsors';
import { useRandomProducts } from '../features/shop/api/get-random-products';
import { HomeTopBar } from '../features/site/components/home-top-bar';
import { useRandomTheatres } from '../features/theatre/api/get-random-theatres';
import { useRandomVideos } from '../features/video/api/get-random-videos';
import { VideoGridSkeleton } from '../features/video/components/video-grid-skeleton';
import { TheatreStripSkeleton } from '../features/theatre/components/theatre-strip-skeleton';
import './index.css';

// The zones sit below the fold: their cards load after the first paint, keeping the start-up bundle in budget.
const TheatreStrip = lazy(() => import('../features/theatre/components/theatre-card').then((m) => ({ default: m.TheatreStrip })));
const VideoGrid = lazy(() => import('../features/video/components/video-card').then((m) => ({ default: m.VideoGrid })));
const KnowledgeTiles = lazy(() => import('../features/knowledge/components/knowledge-card').then((m) => ({ default: m.KnowledgeTiles })));
const ProductGrid = lazy(() => import('../features/shop/components/product-card').then((m) => ({ default: m.ProductGrid })));
// The live classroom's entry speaks in its own (later) texts, like the comments zone.
const LiveEntry = lazy(() => Promise.all([import('../features/live/components/live-entry'), allTexts()]).then(([m]) => ({ default: m.LiveEntry })));
// The comments zone shows members (account texts) and its own (engage texts): it waits for the rest of the texts.
const HomeCommentsZone = lazy(() => Promise.all([import('../features/comments/components/home-comments-zone'), allTexts()]).then(([m]) => ({ default: m.HomeCommentsZone })));
const Later = ({ children, fallback }: { children: ReactNode; fallback?: ReactNode }) => (
  <Suspense fallback={fallback ?? <Skeleton.Paragraph lineCount={3} animated />}>{children}</Suspense>
);
const videoSkeleton = <VideoGridSkeleton count={4} />;
const theatreSkeleton = <TheatreStripSkeleton count={3} />;
// The live entry's box (one card, the height of its two lines) while its code and texts load.
const liveSlot = <div className="home-live-slot" aria-hidden="true" />;

// Each zone asks for its own list: an answer re-renders that zone, not the whole home (one long task per answer).
function TheatreZone() {
  const { t } = useTranslation();
  return (
    <QueryZone title={t('browse.home.theatreZone')} moreTo={href('/pages/discovery/theatre')} testId="home-theatre-zone" query={useRandomTheatres(6)} placeholder={theatreSkeleton}>
      {(items) => (
        <Later fallback={theatreSkeleton}>
          <TheatreStrip items={items} />
        </Later>
      )}
    </QueryZone>
  );
}

function VideoZone() {
  const { t } = useTranslation();
  return (
    <QueryZone title={t('browse.home.videoZone')} moreTo={href('/pages/video/index')} testId="home-video-zone" query={useRandomVideos(4)} placeholder={videoSkeleton}>
      {(items) => (
        <Later fallback={videoSkeleton}>
          <VideoGrid items={items} />
        </Later>
      )}
    </QueryZone>
  );
}

function KnowledgeZone() {
  const { t } = useTranslation();
  return (
    <QueryZone title={t('browse.home.knowledgeZone')} moreTo={href('/pages/discovery/knowledge')} testId="home-knowledge-zone" query={useRandomKnowledge(4)}>
      {(items) => (
        <Later>
          <KnowledgeTiles items={items} />
        </Later>
      )}
    </QueryZone>
  );
}

function ProductsZone() {
  const { t } = useTranslation();
  return (
    <QueryZone title={t('shop.home.zone')} moreTo={href('/pages/shopProduct/index')} testId="home-products-zone" query={useRandomProducts(4)}>
      {(items) => (
        <Later>
          <ProductGrid items={items} />
        </Later>
      )}
    </QueryZone>
  );
}

/**
 * Home (SPEC §2): sticky bar, carousel, notice, the way into the live classroom, the theatre, video,
 * knowledge, comments and products zones, sponsors.
 */
export default function HomePage() {
  return (
    <div className="home-page" data-testid="home-page">
      <HomeTopBar searchTo={href('/pages/search/index')} />
      <HomeCarousel />
      <HomeNotice />
      <AboutLinks />
      <Later fallback={liveSlot}>
        <LiveEntry testId="home-live-entry" />
      </Later>
      <TheatreZone />
      <VideoZone />
      {/* Knowledge onwards: after the first commit, in a box of their height (index.css). */}
      <AfterFirstScreen slot="home-later-slot">
        <KnowledgeZone />
        <Later>
          <HomeCommentsZone />
        </Later>
        <ProductsZone />
        <HomeSponsors />
      </AfterFirstScreen>
    </div>
  );
}
