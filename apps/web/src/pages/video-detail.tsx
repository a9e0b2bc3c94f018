import { lazy, useEffect, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { VideoDetail as Detail } from '@nanhua/contract';
import { AfterFirstScreen } from '../components/after-first-screen';
import { NavBar } from '../components/nav-bar';
import { ShareButton } from '../components/share-button';
import { LoadState } from '../features/browse-ui/components/load-state';
import { PlayIcon } from '../features/browse-ui/components/lock-icon';
import { PremiumLock } from '../features/browse-ui/components/premium-lock';
import { ProductionCastLink } from '../features/production-cast/components/production-cast-link';
import { useIdParam } from '../features/browse-ui/components/use-id-param';
import { QueryZone } from '../features/browse-ui/components/zone';
import { randomVideosQueryOptions, useRandomVideos } from '../features/video/api/get-random-videos';
import { useVideo } from '../features/video/api/get-video';
import { useViewVideo } from '../features/video/api/view-video';
import { VideoGrid } from '../features/video/components/video-card';
import { VideoGridSkeleton } from '../features/video/components/video-grid-skeleton';
import { VideoDetail, videoIntentTarget } from '../features/video/components/video-detail';
import { marksQueryOptions, useMarks } from '../features/comments/api/get-marks';

// Below the fold (after the first commit): its code (antd-mobile's write box among it) loads then.
const CommentsSection = lazy(() =>
  import('../features/comments/components/comments-section').then((m) => ({ default: m.CommentsSection })),
);

/**
 * The related videos come in once the comments above them have (same query as CommentsSection): a
 * page of comments arriving later would push them down the screen (CLS).
 */
function AfterComments({ targetId, children }: { targetId: number; children: ReactNode }) {
  return useMarks('video', targetId).isPending ? null : children;
}

/** Videos of the same category, this one left out; its answer re-renders this zone, not the page. */
function RelatedVideos({ video }: { video: Detail }) {
  const { t } = useTranslation();
  const related = useRandomVideos(4, video.cateId);
  return (
    <QueryZone
      title={t('browse.video.related')}
      query={{ ...related, data: related.data?.filter((v) => v.id !== video.id) }}
      testId="video-related"
      placeholder={<VideoGridSkeleton count={4} />}
    >
      {(items) => <VideoGrid items={items} />}
    </QueryZone>
  );
}

/**
 * The comments' first page and the related videos, asked for once the video is known (as when they
 * rendered with it): their answers wait in the cache, so they render once, with their data, when their
 * turn comes, and re-render nothing before.
 */
function usePrefetchLater(video: Detail | undefined) {
  const client = useQueryClient();
  useEffect(() => {
    if (!video) return;
    void client.prefetchInfiniteQuery(marksQueryOptions('video', video.id));
    void client.prefetchQuery(randomVideosQueryOptions(4, video.cateId));
  }, [client, video]);
}

/**
 * Video Details: poster and popup player (or the member lock), the way to the cast and synopsis of the
 * production it shows, comments, then related videos. The first
 * commit is the first screen (poster, title, info); the comments and related videos render after it, when
 * the browser is idle, in a box of about their height (video.css).
 */
export default function VideoDetailPage() {
  const { t } = useTranslation();
  const id = useIdParam();
  const query = useVideo(id);
  useViewVideo(id);
  usePrefetchLater(query.data);
  return (
    <div data-testid="video-detail-page">
      <NavBar
        title={t('browse.video.detail')}
        right={id !== null && query.data ? <ShareButton kind="video" id={id} title={query.data.title} /> : undefined}
      />
      <LoadState query={query} valid={id !== null}>
        {(video) => (
          <>
            <VideoDetail
              video={video}
              lock={<PremiumLock target={videoIntentTarget(video.id)} />}
              playIcon={<PlayIcon />}
              production={video.production && <ProductionCastLink production={video.production} />}
            />
            <AfterFirstScreen slot="video-detail-later-slot">
              <CommentsSection family="video" targetId={video.id} locked={video.locked} />
              <AfterComments targetId={video.id}>
                <RelatedVideos video={video} />
              </AfterComments>
            </AfterFirstScreen>
          </>
        )}
      </LoadState>
    </div>
  );
}
