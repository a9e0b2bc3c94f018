import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChipTabs } from '../features/browse-ui/components/chip-tabs';
import { DiscoveryTabs } from '../features/browse-ui/components/discovery-tabs';
import { PagedList } from '../features/browse-ui/components/paged-list';
import { useVideoCategories } from '../features/video/api/get-video-categories';
import { videosQueryOptions } from '../features/video/api/get-videos';
import { VideoCard } from '../features/video/components/video-card';

export default function DiscoveryVideoPage() {
  const { t } = useTranslation();
  const [cateId, setCateId] = useState(0);
  const categories = useVideoCategories();
  return (
    <div data-testid="discovery-video-page">
      <DiscoveryTabs />
      <ChipTabs
        active={cateId}
        onChange={setCateId}
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
        testId="discovery-video-list"
      />
    </div>
  );
}
