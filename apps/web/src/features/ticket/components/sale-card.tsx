import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { fewSeatsLeft, SaleState, type TicketSale } from '@nanhua/contract';
import { saleStateKey } from '../../../components/sale-state';
import { href } from '../../../config/paths';
import { formatMoney, formatTime } from '../../../lib/format';
import { imageSources } from '../../../lib/resource';
import './ticket.css';

export function SaleStatusTag({ sale }: { sale: Pick<TicketSale, 'buyStatus' | 'remaining' | 'held'> }) {
  const { t } = useTranslation();
  const key = saleStateKey(sale);
  return (
    <span className={`sale-status sale-status--${sale.held ? 'held' : sale.buyStatus}`} data-testid="sale-status">
      {key ? t(key) : null}
    </span>
  );
}

/** One sale in the list: poster, title, time, venue, price, state and seats left. */
export function SaleCard({ sale: s }: { sale: TicketSale }) {
  const { t } = useTranslation();
  return (
    <Link className="sale-card" to={href('/pages/ticket/detail', { id: s.id })} data-testid="sale-card">
      <img className="sale-card__poster" {...imageSources(s.poster, '108px')} alt="" loading="lazy" />
      <div className="sale-card__body">
        <h3 className="sale-card__title">{s.title}</h3>
        <p className="sale-card__meta">{formatTime(s.eventAt).slice(0, 16)}</p>
        <p className="sale-card__meta">{s.venue}</p>
        <div className="sale-card__foot">
          <span className="sale-card__price">{t('ticket.sale.from', { price: formatMoney(s.price, s.currency) })}</span>
          <SaleStatusTag sale={s} />
        </div>
        {s.buyStatus === SaleState.OnSale && s.remaining <= fewSeatsLeft && (
          <span className="sale-card__low">{t('ticket.sale.remainingCount', { count: s.remaining })}</span>
        )}
      </div>
    </Link>
  );
}
