import { useTranslation } from 'react-i18next';
import { NavBar } from '../components/nav-bar';
import { PagedList } from '../features/browse-ui/components/paged-list';
import { systemNewsListQueryOptions } from '../features/news/api/get-system-news-list';
import { SystemNewsCard } from '../features/news/components/news-card';

/** Notifications from the company to signed-in members. */
export default function SystemNewsIndexPage() {
  const { t } = useTranslation();
  return (
    <div data-testid="system-news-index-page">
      <NavBar title={t('browse.systemNews.title')} />
      <PagedList
        options={systemNewsListQueryOptions()}
        itemKey={(n) => n.id}
        renderItem={(n) => <SystemNewsCard item={n} />}
        testId="system-news-list"
      />
    </div>
  );
}
