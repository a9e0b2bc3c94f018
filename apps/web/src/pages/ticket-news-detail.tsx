import { useTranslation } from 'react-i18next';
import { NavBar } from '../components/nav-bar';
import { ShareButton } from '../components/share-button';
import { LoadState } from '../features/browse-ui/components/load-state';
import { useIdParam } from '../features/browse-ui/components/use-id-param';
import { useTicketNews } from '../features/ticket/api/get-ticket-news';
import { TicketNewsArticle } from '../features/ticket/components/ticket-news';

export default function TicketNewsDetailPage() {
  const { t } = useTranslation();
  const id = useIdParam();
  const query = useTicketNews(id);
  return (
    <div data-testid="ticket-news-detail-page">
      <NavBar
        title={t('ticket.news.title')}
        right={
          id !== null && query.data ? <ShareButton kind="ticketNews" id={id} title={query.data.title} /> : undefined
        }
      />
      <LoadState query={query} valid={id !== null}>
        {(item) => <TicketNewsArticle item={item} />}
      </LoadState>
    </div>
  );
}
