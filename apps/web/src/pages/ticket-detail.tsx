import { useTranslation } from 'react-i18next';
import { NavBar } from '../components/nav-bar';
import { ShareButton } from '../components/share-button';
import { LoadState } from '../features/browse-ui/components/load-state';
import { useIdParam } from '../features/browse-ui/components/use-id-param';
import { FavouriteButton } from '../features/favourites/components/favourite-button';
import { NotifyMe } from '../features/sale-reminder/components/notify-me';
import { ProductionCastLink } from '../features/production-cast/components/production-cast-link';
import { useSale } from '../features/ticket/api/get-sale';
import { SaleDetail } from '../features/ticket/components/sale-detail';

/** A performance's sale: ☆ keeps it among My Favourites; before it opens, "Notify me" takes the buy button's place. */
export default function TicketDetailPage() {
  const { t } = useTranslation();
  const id = useIdParam();
  const query = useSale(id);
  return (
    <div data-testid="ticket-detail-page">
      <NavBar
        title={query.data?.title ?? t('ticket.home.title')}
        right={
          id !== null && query.data ? (
            <span className="nav-bar__actions">
              <FavouriteButton kind="sale" targetId={id} title={query.data.title} />
              <ShareButton kind="sale" id={id} title={query.data.title} />
            </span>
          ) : undefined
        }
      />
      <LoadState query={query} valid={id !== null}>
        {(sale) => (
          <SaleDetail
            sale={sale}
            comingSoon={<NotifyMe saleId={sale.id} title={sale.title} opensAt={sale.saleStartAt} />}
            production={sale.production && <ProductionCastLink production={sale.production} />}
          />
        )}
      </LoadState>
    </div>
  );
}
