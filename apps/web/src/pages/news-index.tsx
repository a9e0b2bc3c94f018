import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { SearchBar } from 'antd-mobile';
import { limits } from '@nanhua/contract';
import { NavBar } from '../components/nav-bar';
import { PagedList } from '../features/browse-ui/components/paged-list';
import { newsListQueryOptions } from '../features/news/api/get-news-list';
import { NewsCard } from '../features/news/components/news-card';

/** News Announcement, searchable by keyword. */
export default function NewsIndexPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const keyword = params.get('keyword') ?? '';
  return (
    <div data-testid="news-index-page">
      <NavBar title={t('browse.news.title')} />
      <div className="page-search">
        <SearchBar
          defaultValue={keyword}
          maxLength={limits.keywordMax}
          placeholder={t('browse.news.search')}
          onSearch={(v) => setParams(v.trim() ? { keyword: v.trim() } : {}, { replace: true })}
          onClear={() => setParams({}, { replace: true })}
        />
      </div>
      <PagedList
        options={newsListQueryOptions(keyword)}
        itemKey={(n) => n.id}
        renderItem={(n) => <NewsCard item={n} />}
        testId="news-list"
      />
    </div>
  );
}
