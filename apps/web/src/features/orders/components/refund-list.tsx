import type { OrderReturn } from '@nanhua/contract';
import { Link } from 'react-router';
import { orderDetailHref, type OrderFamily } from '../api/families';
import { RefundRecord } from './refund-record';
import './orders.css';

/** One refund request in the member's list; it opens its order. */
export function RefundListItem({ refund, family }: { refund: OrderReturn; family: OrderFamily }) {
  return (
    <Link className="refund-item" to={orderDetailHref(family, refund.orderNo)} data-testid="refund-item">
      <span className="refund-item__order">{refund.orderNo}</span>
      <RefundRecord refund={refund} />
    </Link>
  );
}
