import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { SearchBar } from 'antd-mobile';
import { enumLabelKeys, limits, SaleState } from '@nanhua/contract';
import { NavBar } from '../components/nav-bar';
import { href } from '../config/paths';
import { ChipTabs } from '../features/browse-ui/components/chip-tabs';
import { PagedList } from '../features/browse-ui/components/paged-list';
import { Zone } from '../features/browse-ui/components/zone';
import { salesQueryOptions } from '../features/ticket/api/get-sales';
import { SaleCard } from '../features/ticket/components/sale-card';
import { TicketCarousel } from '../features/ticket/components/ticket-carousel';
import { FolderEntry, TicketInfoEntries } from '../features/ticket/components/ticket-info';
import { TicketNewsPreview } from '../features/ticket/components/ticket-news';

const states = [SaleState.OnSale, SaleState.ComingSoon, SaleState.Closed] as const;

/** Tab 3: featured sales, ticketing information, ticket news, and the sale list by state and keyword. */
export default function TicketIndexPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const keyword = params.get('keyword') ?? '';
  const raw = Number(params.get('buyStatus'));
  const buyStatus = (states as readonly number[]).includes(raw) ? raw : 0;
  const setFilter = (next: { buyStatus?: number; keyword?: string }) => {
    const merged = { buyStatus, keyword, ...next };
    const q: Record<string, string> = {};
    if (merged.buyStatus) q.buyStatus = String(merged.buyStatus);
    if (merged.keyword) q.keyword = merged.keyword;
    setParams(q, { replace: true });
  };
  return (
    <div data-testid="ticket-index-page">
      <NavBar noBack title={t('ticket.home.title')} />
      <TicketCarousel />
      <FolderEntry />
      <TicketInfoEntries />
      <Zone title={t('ticket.home.news')} moreTo={href('/pages/ticketNews/index')} testId="ticket-news-zone">
        <TicketNewsPreview />
      </Zone>
      <Zone title={t('ticket.home.sales')} testId="sale-zone">
        <div className="page-search">
          <SearchBar
            defaultValue={keyword}
            maxLength={limits.keywordMax}
            placeholder={t('ticket.home.search')}
            onSearch={(v) => setFilter({ keyword: v.trim() })}
            onClear={() => setFilter({ keyword: '' })}
          />
        </div>
        <ChipTabs
          items={[
            { key: 0, label: t('ticket.home.all') },
            ...states.map((s) => ({ key: s as number, label: t(enumLabelKeys.saleState[s]) })),
          ]}
          active={buyStatus}
          onChange={(k) => setFilter({ buyStatus: k })}
          testId="sale-state-tabs"
        />
        <PagedList
          options={salesQueryOptions(buyStatus || undefined, keyword)}
          itemKey={(s) => s.id}
          renderItem={(s) => <SaleCard sale={s} />}
          testId="sale-list"
        />
      </Zone>
    </div>
  );
}
