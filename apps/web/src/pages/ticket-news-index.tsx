import { useTranslation } from 'react-i18next';
import { NavBar } from '../components/nav-bar';
import { PagedList } from '../features/browse-ui/components/paged-list';
import { ticketNewsListQueryOptions } from '../features/ticket/api/get-ticket-news-list';
import { TicketNewsCard } from '../features/ticket/components/ticket-news';

export default function TicketNewsIndexPage() {
  const { t } = useTranslation();
  return (
    <div data-testid="ticket-news-page">
      <NavBar title={t('ticket.news.title')} />
      <PagedList
        options={ticketNewsListQueryOptions()}
        itemKey={(n) => n.id}
        renderItem={(n) => <TicketNewsCard item={n} />}
        testId="ticket-news-list"
      />
    </div>
  );
}
