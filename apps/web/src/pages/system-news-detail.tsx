import { useTranslation } from 'react-i18next';
import { NavBar } from '../components/nav-bar';
import { LoadState } from '../features/browse-ui/components/load-state';
import { useIdParam } from '../features/browse-ui/components/use-id-param';
import { useSystemNews } from '../features/news/api/get-system-news';
import { SystemNewsDetail } from '../features/news/components/news-card';

export default function SystemNewsDetailPage() {
  const { t } = useTranslation();
  const id = useIdParam();
  const query = useSystemNews(id);
  return (
    <div data-testid="system-news-detail-page">
      <NavBar title={t('browse.systemNews.title')} />
      <LoadState query={query} valid={id !== null}>
        {(item) => <SystemNewsDetail item={item} />}
      </LoadState>
    </div>
  );
}
