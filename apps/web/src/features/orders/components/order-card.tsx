import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { netPaidAmount } from '@nanhua/contract';
import { formatMoney, formatTime } from '../../../lib/format';
import { resourceUrl } from '../../../lib/resource';
import { orderDetailHref, shopPart, type FamilyOrder, type OrderFamily } from '../api/families';
import { TestTag } from '../../../components/test-tag';
import { OrderLabelTag } from './order-label';
import './orders.css';

/** One order in My Ticket Folder or My Orders; its amount is what was paid net of refunds, as the order's page heads with. */
export function OrderCard({ order: o, family }: { order: FamilyOrder; family: OrderFamily }) {
  const { t } = useTranslation();
  const tk = o.ticket;
  const cover = tk?.poster ?? shopPart(o)?.cover;
  const line = o.lines[0];
  return (
    <Link
      className="order-card"
      to={orderDetailHref(family, o.orderNo)}
      data-testid="order-card"
      data-order-no={o.orderNo}
    >
      {cover && <img className="order-card__poster" src={resourceUrl(cover)} alt="" loading="lazy" />}
      <div className="order-card__body">
        <div className="order-card__head">
          <h3 className="order-card__title">{tk?.title ?? line?.title}</h3>
          <span className="order-tags">
            {o.testPayment && <TestTag />}
            <OrderLabelTag label={o.label} />
          </span>
        </div>
        {tk && <p className="order-card__meta">{formatTime(tk.eventAt).slice(0, 16)}</p>}
        {tk && <p className="order-card__meta">{tk.venue}</p>}
        {!tk && <p className="order-card__meta">{formatTime(o.submittedAt)}</p>}
        <p className="order-card__foot">
          <span>
            {tk
              ? `${tk.category ? `${tk.category} · ` : ''}${t('ticket.order.quantity')} ${tk.quantity}`
              : line && `${formatMoney(line.unitPrice, o.currency)} × ${line.quantity}`}
            {tk && o.payStatus === 1 ? ` · ${t('ticket.order.remaining')} ${tk.remainingQuantity}` : ''}
          </span>
          <strong data-testid="order-card-amount">{formatMoney(netPaidAmount(o), o.currency)}</strong>
        </p>
      </div>
    </Link>
  );
}
