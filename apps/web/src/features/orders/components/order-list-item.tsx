import type { FamilyOrder, OrderFamily } from '../api/families';
import { OrderActions } from './order-actions';
import { OrderCard } from './order-card';
import './orders.css';

/** An order in a list with the actions its state allows under the card (buttons cannot sit inside the card's link). */
export function OrderListItem({ order, family }: { order: FamilyOrder; family: OrderFamily }) {
  return (
    <div className="order-item" data-testid="order-item">
      <OrderCard order={order} family={family} />
      <OrderActions order={order} family={family} compact />
    </div>
  );
}
