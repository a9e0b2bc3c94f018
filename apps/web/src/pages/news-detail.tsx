import { useTranslation } from 'react-i18next';
import { NavBar } from '../components/nav-bar';
import { DraftBanner } from '../components/draft-banner';
import { ShareButton } from '../components/share-button';
import { LoadState } from '../features/browse-ui/components/load-state';
import { useIdParam } from '../features/browse-ui/components/use-id-param';
import { useStaffPreview } from '../features/account/api/use-staff-preview';
import { useNews } from '../features/news/api/get-news';
import { NewsDetail } from '../features/news/components/news-card';

export default function NewsDetailPage() {
  const { t } = useTranslation();
  const id = useIdParam();
  const query = useNews(id, useStaffPreview('/site/news/get/{id}'));
  return (
    <div data-testid="news-detail-page">
      <NavBar
        title={t('browse.news.title')}
        right={
          id !== null && query.data && !query.data.draft ? (
            <ShareButton kind="news" id={id} title={query.data.title} />
          ) : undefined
        }
      />
      <LoadState query={query} valid={id !== null}>
        {(item) => (
          <>
            {item.draft && <DraftBanner />}
            <NewsDetail item={item} />
          </>
        )}
      </LoadState>
    </div>
  );
}
