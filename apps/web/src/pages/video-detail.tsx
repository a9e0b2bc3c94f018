import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavBar } from '../components/nav-bar';
import { ShareButton } from '../components/share-button';
import { LoadState } from '../features/browse-ui/components/load-state';
import { PlayIcon } from '../features/browse-ui/components/lock-icon';
import { PremiumLock } from '../features/browse-ui/components/premium-lock';
import { useIdParam } from '../features/browse-ui/components/use-id-param';
import { QueryZone } from '../features/browse-ui/components/zone';
import { useRandomVideos } from '../features/video/api/get-random-videos';
import { useVideo } from '../features/video/api/get-video';
import { useViewVideo } from '../features/video/api/view-video';
import { VideoGrid } from '../features/video/components/video-card';
import { VideoGridSkeleton } from '../features/video/components/video-grid-skeleton';
import { VideoDetail } from '../features/video/components/video-detail';
import { CommentsSection } from '../features/comments/components/comments-section';
import { useMarks } from '../features/comments/api/get-marks';

/**
 * The related videos come in once the comments above them have (same query as CommentsSection): a
 * page of comments arriving later would push them down the screen (CLS).
 */
function AfterComments({ targetId, children }: { targetId: number; children: ReactNode }) {
  return useMarks('video', targetId).isPending ? null : children;
}

/** Video Details: poster and popup player (or the member lock), comments, then related videos. */
export default function VideoDetailPage() {
  const { t } = useTranslation();
  const id = useIdParam();
  const query = useVideo(id);
  useViewVideo(id);
  const related = useRandomVideos(4, query.data?.cateId);
  return (
    <div data-testid="video-detail-page">
      <NavBar title={t('browse.video.detail')} right={id !== null && query.data ? <ShareButton kind="video" id={id} title={query.data.title} /> : undefined} />
      <LoadState query={query} valid={id !== null}>
        {(video) => (
          <>
            <VideoDetail video={video} lock={<PremiumLock />} playIcon={<PlayIcon />} />
            <CommentsSection family="video" targetId={video.id} locked={video.locked} />
            <AfterComments targetId={video.id}>
              <QueryZone title={t('browse.video.related')} query={{ ...related, data: related.data?.filter((v) => v.id !== video.id) }} testId="video-related" placeholder={<VideoGridSkeleton count={4} />}>
                {(items) => <VideoGrid items={items} />}
              </QueryZone>
            </AfterComments>
          </>
        )}
      </LoadState>
    </div>
  );
}
