import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Order } from '@nanhua/contract';
import { href } from '../../../config/paths';
import { formatMoney, formatTime } from '../../../lib/format';
import { resourceUrl } from '../../../lib/resource';
import { OrderLabelTag } from './order-label';
import './orders.css';

/** One order in My Ticket Folder. */
export function OrderCard({ order: o }: { order: Order }) {
  const { t } = useTranslation();
  const tk = o.ticket;
  return (
    <Link className="order-card" to={href('/pages/ticket/orderDetail', { orderNo: o.orderNo })} data-testid="order-card">
      {tk && <img className="order-card__poster" src={resourceUrl(tk.poster)} alt="" loading="lazy" />}
      <div className="order-card__body">
        <div className="order-card__head">
          <h3 className="order-card__title">{tk?.title ?? o.lines[0]?.title}</h3>
          <OrderLabelTag label={o.label} />
        </div>
        {tk && <p className="order-card__meta">{formatTime(tk.eventAt).slice(0, 16)}</p>}
        {tk && <p className="order-card__meta">{tk.venue}</p>}
        <p className="order-card__foot">
          <span>
            {t('ticket.order.quantity')} {tk?.quantity ?? o.lines[0]?.quantity}
            {tk && o.payStatus === 1 ? ` · ${t('ticket.order.remaining')} ${tk.remainingQuantity}` : ''}
          </span>
          <strong>{formatMoney(o.totalAmount, o.currency)}</strong>
        </p>
      </div>
    </Link>
  );
}
