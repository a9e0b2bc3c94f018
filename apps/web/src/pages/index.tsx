import { lazy, Suspense, useMemo } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { isSignedIn } from '@nanhua/client';
import { useTranslation } from 'react-i18next';
import { AfterFirstScreen } from '../components/after-first-screen';
import { href } from '../config/paths';
import { allTexts } from '../lib/i18n';
import { lazyOnce } from '../lib/load-once';
import { AboutLinks } from '../features/about/components/about-links';
import { QueryZone, Zone } from '../features/browse-ui/components/zone';
import { randomKnowledgeQueryOptions } from '../features/knowledge/api/get-random-knowledge';
import { HomeCarousel } from '../features/site/components/home-carousel';
import { HomeNotice } from '../features/site/components/home-notice';
import { sponsorsQueryOptions } from '../features/site/api/get-sponsors';
import { marksQueryOptions } from '../features/comments/api/get-marks';
import { randomProductsQueryOptions } from '../features/shop/api/get-random-products';
import { HomeTopBar } from '../features/site/components/home-top-bar';
import { useRandomTheatres } from '../features/theatre/api/get-random-theatres';
import { useRandomVideos } from '../features/video/api/get-random-videos';
import { VideoGridSkeleton } from '../features/video/components/video-grid-skeleton';
import { TheatreStripSkeleton } from '../features/theatre/components/theatre-strip-skeleton';
import { homeBelowSizes } from './home-zones';
import './index.css';

// The zones sit below the fold: their cards load after the first paint, keeping the start-up bundle in budget.
const TheatreStrip = lazy(() =>
  import('../features/theatre/components/theatre-card').then((m) => ({ default: m.TheatreStrip })),
);
const VideoGrid = lazy(() => import('../features/video/components/video-card').then((m) => ({ default: m.VideoGrid })));
// A signed-in member's "Continue watching" (nothing for a visitor, so its code loads only for members).
const ContinueWatching = lazy(() =>
  import('../features/video/components/continue-watching').then((m) => ({ default: m.ContinueWatching })),
);
// The live classroom's entry speaks in its own (later) texts, like the comments zone.
const LiveEntry = lazy(() =>
  Promise.all([import('../features/live/components/live-entry'), allTexts()]).then(([m]) => ({ default: m.LiveEntry })),
);
// Knowledge onwards (pages/home-below.tsx): one chunk, with the rest of the texts its comments zone speaks in.
const below = lazyOnce(() => Promise.all([import('./home-below'), allTexts()]).then(([m]) => m.default));
const videoSkeleton = <VideoGridSkeleton count={4} />;
const theatreSkeleton = <TheatreStripSkeleton count={3} />;
// The live entry's box (one card, the height of its two lines) while its code and texts load.
const liveSlot = <div className="home-live-slot" aria-hidden="true" />;

// Each zone asks for its own list: an answer re-renders that zone, not the whole home (one long task per answer).
function TheatreZone() {
  const { t } = useTranslation();
  return (
    <QueryZone
      title={t('browse.home.theatreZone')}
      moreTo={href('/pages/discovery/theatre')}
      testId="home-theatre-zone"
      query={useRandomTheatres(6)}
      placeholder={theatreSkeleton}
    >
      {(items) => (
        <Suspense fallback={theatreSkeleton}>
          <TheatreStrip items={items} />
        </Suspense>
      )}
    </QueryZone>
  );
}

function VideoZone() {
  const { t } = useTranslation();
  return (
    <QueryZone
      title={t('browse.home.videoZone')}
      moreTo={href('/pages/video/index')}
      testId="home-video-zone"
      query={useRandomVideos(4)}
      placeholder={videoSkeleton}
    >
      {(items) => (
        <Suspense fallback={videoSkeleton}>
          <VideoGrid items={items} />
        </Suspense>
      )}
    </QueryZone>
  );
}

/**
 * What the zones below the first screen need, asked for when the browser is first idle (network only), one
 * request or import per idle period: their data waits in the cache and their code is loaded, so they render
 * at once, with their data, when the visitor scrolls towards them.
 */
function usePrepareLater(): readonly (() => void)[] {
  const client = useQueryClient();
  return useMemo(
    () => [
      () => void client.prefetchQuery(randomKnowledgeQueryOptions(homeBelowSizes.knowledge)),
      () => void client.prefetchInfiniteQuery(marksQueryOptions('video', undefined, homeBelowSizes.comments)),
      () => void client.prefetchQuery(randomProductsQueryOptions(homeBelowSizes.products)),
      () => void client.prefetchQuery(sponsorsQueryOptions()),
      () => void below.load().catch(() => undefined),
    ],
    [client],
  );
}

/**
 * Home (SPEC §2): sticky bar, carousel, notice, the way into the live classroom, the theatre zone, a
 * member's "Continue watching", the video,
 * knowledge, comments and products zones, sponsors.
 */
export default function HomePage() {
  const prepareLater = usePrepareLater();
  return (
    <div className="home-page" data-testid="home-page">
      <HomeTopBar searchTo={href('/pages/search/index')} />
      <HomeCarousel />
      <HomeNotice />
      <AboutLinks />
      <Suspense fallback={liveSlot}>
        <LiveEntry testId="home-live-entry" />
      </Suspense>
      <TheatreZone />
      {isSignedIn() && (
        <Suspense fallback={null}>
          <ContinueWatching Zone={Zone} />
        </Suspense>
      )}
      <VideoZone />
      {/* Knowledge onwards: in a box of their height (index.css) until the visitor scrolls near it. */}
      <AfterFirstScreen slot="home-later-slot" prepare={prepareLater}>
        <below.Component />
      </AfterFirstScreen>
    </div>
  );
}
