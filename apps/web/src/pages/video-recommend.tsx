import { useTranslation } from 'react-i18next';
import { Button } from 'antd-mobile';
import { Empty } from '../components/empty';
import { ErrorState } from '../components/error-state';
import { NavBar } from '../components/nav-bar';
import { PageLoader } from '../components/page-loader';
import { useRandomVideos } from '../features/video/api/get-random-videos';
import { VideoGrid } from '../features/video/components/video-card';

/** Media Recommendations: a fresh random pick on each refresh. */
export default function VideoRecommendPage() {
  const { t } = useTranslation();
  const q = useRandomVideos(10);
  return (
    <div data-testid="video-recommend-page">
      <NavBar title={t('browse.video.recommend')} />
      {q.isPending ? (
        <PageLoader onReload={() => void q.refetch()} />
      ) : q.isError ? (
        <ErrorState onRetry={() => void q.refetch()} />
      ) : q.data.length === 0 ? (
        <Empty />
      ) : (
        <>
          <VideoGrid items={q.data} />
          <div className="page-actions" data-testid="recommend-refresh">
            <Button block fill="outline" color="primary" loading={q.isFetching} onClick={() => void q.refetch()}>
              {t('browse.video.refresh')}
            </Button>
          </div>
        </>
      )}
    </div>
  );
}
