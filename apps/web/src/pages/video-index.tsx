import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { NavBar } from '../components/nav-bar';
import { href } from '../config/paths';
import { ChipTabs } from '../features/browse-ui/components/chip-tabs';
import { PagedList } from '../features/browse-ui/components/paged-list';
import { useVideoCarousel } from '../features/video/api/get-video-carousel';
import { useVideoCategories } from '../features/video/api/get-video-categories';
import { videosQueryOptions } from '../features/video/api/get-videos';
import { VideoCard } from '../features/video/components/video-card';
import { VideoCarousel } from '../features/video/components/video-carousel';

/** The Channel tab: featured carousel, categories and every video of the chosen one. */
export default function VideoIndexPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const cateId = Number(params.get('cateId')) || 0;
  const categories = useVideoCategories();
  const carousel = useVideoCarousel();
  return (
    <div data-testid="video-index-page">
      <NavBar
        noBack
        title={t('browse.video.title')}
        right={
          <Link to={href('/pages/video/recommend')} className="nav-link" data-testid="open-recommend">
            {t('browse.video.recommendShort')}
          </Link>
        }
      />
      <VideoCarousel items={carousel.data ?? []} />
      <ChipTabs
        testId="video-category-tabs"
        active={cateId}
        onChange={(c) => setParams(c ? { cateId: String(c) } : {}, { replace: true })}
        items={[
          { key: 0, label: t('browse.common.all') },
          ...(categories.data ?? []).map((c) => ({ key: c.id, label: c.name })),
        ]}
      />
      <PagedList
        className="video-list"
        options={videosQueryOptions({ cateId: cateId || undefined })}
        itemKey={(v) => v.id}
        renderItem={(v) => <VideoCard video={v} />}
        testId="video-list"
      />
    </div>
  );
}
