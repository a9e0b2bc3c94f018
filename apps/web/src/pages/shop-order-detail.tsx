import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { NavBar } from '../components/nav-bar';
import { LoadState } from '../features/browse-ui/components/load-state';
import { useOrder } from '../features/orders/api/get-order';
import { OrderDetail } from '../features/orders/components/order-detail';
import { ReturnGoods } from '../features/contact/components/return-goods';

export default function ShopOrderDetailPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const orderNo = params.get('orderNo')?.trim() || null;
  const query = useOrder(orderNo, 'shop');
  return (
    <div data-testid="shop-order-detail-page">
      <NavBar title={t('ticket.order.title')} />
      <LoadState query={query} valid={orderNo !== null}>
        {(order) => <OrderDetail order={order} family="shop" returnGoods={<ReturnGoods />} />}
      </LoadState>
    </div>
  );
}
