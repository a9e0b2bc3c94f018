import { useEffect } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { NavBar } from '../components/nav-bar';
import { ChipTabs } from '../features/browse-ui/components/chip-tabs';
import { PagedList } from '../features/browse-ui/components/paged-list';
import { knowledgeListQueryOptions } from '../features/knowledge/api/get-knowledge-list';
import { KnowledgeCard } from '../features/knowledge/components/knowledge-card';
import { newsListQueryOptions } from '../features/news/api/get-news-list';
import { NewsCard } from '../features/news/components/news-card';
import { SearchBox } from '../features/search/components/search-box';
import { productsQueryOptions } from '../features/shop/api/get-products';
import { ProductCard } from '../features/shop/components/product-card';
import { productionsQueryOptions } from '../features/theatre/api/get-productions';
import { theatreSearchQueryOptions } from '../features/theatre/api/search-theatres';
import { ProductionCard } from '../features/theatre/components/production-card';
import { TheatreCard } from '../features/theatre/components/theatre-card';
import { salesQueryOptions } from '../features/ticket/api/get-sales';
import { SaleCard } from '../features/ticket/components/sale-card';
import { videosQueryOptions } from '../features/video/api/get-videos';
import { VideoCard } from '../features/video/components/video-card';

const groups = ['performances', 'sales', 'productions', 'videos', 'knowledge', 'news', 'products'] as const;
type Group = (typeof groups)[number];

/** One box over the searchable families (performances by title or venue, tickets, the shop too), in both languages, grouped and paged. */
export default function SearchPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const keyword = params.get('keyword') ?? '';
  const group = (groups as readonly string[]).includes(params.get('group') ?? '')
    ? (params.get('group') as Group)
    : 'performances';
  // The first page of every group loads at once so each tab shows its total; the open tab reuses it.
  const enabled = keyword !== '';
  const totals: Record<Group, number | undefined> = {
    performances: useInfiniteQuery({ ...theatreSearchQueryOptions(keyword), enabled }).data?.pages[0]?.total,
    sales: useInfiniteQuery({ ...salesQueryOptions(undefined, keyword), enabled }).data?.pages[0]?.total,
    products: useInfiniteQuery({ ...productsQueryOptions({ keyword, sort: 'newest' }), enabled }).data?.pages[0]?.total,
    productions: useInfiniteQuery({ ...productionsQueryOptions(keyword), enabled }).data?.pages[0]?.total,
    videos: useInfiniteQuery({ ...videosQueryOptions({ keyword }), enabled }).data?.pages[0]?.total,
    knowledge: useInfiniteQuery({ ...knowledgeListQueryOptions({ keyword }), enabled }).data?.pages[0]?.total,
    news: useInfiniteQuery({ ...newsListQueryOptions(keyword), enabled }).data?.pages[0]?.total,
  };
  const set = (next: { keyword?: string; group?: Group }) =>
    setParams({ keyword: next.keyword ?? keyword, group: next.group ?? group }, { replace: true });
  // A new search opens on the first group that found something, unless the reader picked a group.
  const picked = params.get('group') !== null;
  const firstFound = groups.every((g) => totals[g] !== undefined)
    ? groups.find((g) => (totals[g] ?? 0) > 0)
    : undefined;
  useEffect(() => {
    if (!picked && firstFound && firstFound !== group) setParams({ keyword, group: firstFound }, { replace: true });
  }, [picked, firstFound, group, keyword, setParams]);

  return (
    <div data-testid="search-page">
      <NavBar title={t('browse.search.title')} />
      <SearchBox key={keyword} keyword={keyword} onSearch={(k) => setParams({ keyword: k }, { replace: true })} />
      {keyword && (
        <section data-testid="search-results" data-group={group}>
          <ChipTabs
            testId="search-groups"
            active={group}
            onChange={(g) => set({ group: g })}
            items={groups.map((g) => ({
              key: g,
              label:
                totals[g] === undefined
                  ? t(`browse.search.groups.${g}`)
                  : `${t(`browse.search.groups.${g}`)} ${totals[g]}`,
            }))}
          />
          {group === 'performances' && (
            <PagedList
              options={theatreSearchQueryOptions(keyword)}
              itemKey={(p) => p.id}
              renderItem={(p) => <TheatreCard theatre={p} />}
              testId="search-list"
              emptyText={t('browse.search.none')}
            />
          )}
          {group === 'sales' && (
            <PagedList
              options={salesQueryOptions(undefined, keyword)}
              itemKey={(s) => s.id}
              renderItem={(s) => <SaleCard sale={s} />}
              testId="search-list"
              emptyText={t('browse.search.none')}
            />
          )}
          {group === 'products' && (
            <PagedList
              className="product-list"
              options={productsQueryOptions({ keyword, sort: 'newest' })}
              itemKey={(p) => p.id}
              renderItem={(p) => <ProductCard product={p} />}
              testId="search-list"
              emptyText={t('browse.search.none')}
            />
          )}
          {group === 'productions' && (
            <PagedList
              options={productionsQueryOptions(keyword)}
              itemKey={(p) => p.id}
              renderItem={(p) => <ProductionCard production={p} />}
              testId="search-list"
              emptyText={t('browse.search.none')}
            />
          )}
          {group === 'videos' && (
            <PagedList
              className="video-list"
              options={videosQueryOptions({ keyword })}
              itemKey={(v) => v.id}
              renderItem={(v) => <VideoCard video={v} />}
              testId="search-list"
              emptyText={t('browse.search.none')}
            />
          )}
          {group === 'knowledge' && (
            <PagedList
              options={knowledgeListQueryOptions({ keyword })}
              itemKey={(k) => k.id}
              renderItem={(k) => <KnowledgeCard item={k} />}
              testId="search-list"
              emptyText={t('browse.search.none')}
            />
          )}
          {group === 'news' && (
            <PagedList
              options={newsListQueryOptions(keyword)}
              itemKey={(n) => n.id}
              renderItem={(n) => <NewsCard item={n} />}
              testId="search-list"
              emptyText={t('browse.search.none')}
            />
          )}
        </section>
      )}
    </div>
  );
}
