import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { href } from '../config/paths';
import { NavBar } from '../components/nav-bar';
import { ChipTabs } from '../features/browse-ui/components/chip-tabs';
import { PagedList } from '../features/browse-ui/components/paged-list';
import { myOrdersQueryOptions } from '../features/orders/api/get-my-orders';
import { myRefundsQueryOptions } from '../features/orders/api/get-my-refunds';
import { OrderListItem } from '../features/orders/components/order-list-item';
import { RefundListItem } from '../features/orders/components/refund-list';

type View = 'orders' | 'refunds';

/** My Orders: the member's shop orders (pay, cancel, delete, open), and their refund requests. */
export default function ShopOrderIndexPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const view: View = params.get('view') === 'refunds' ? 'refunds' : 'orders';
  return (
    <div data-testid="shop-orders-page">
      <NavBar title={t('shop.order.title')} />
      <ChipTabs<View>
        items={[
          { key: 'orders', label: t('shop.order.orders') },
          { key: 'refunds', label: t('shop.order.refunds') },
        ]}
        active={view}
        onChange={(v) => setParams(v === 'refunds' ? { view: v } : {}, { replace: true })}
        testId="shop-orders-tabs"
      />
      {view === 'orders' ? (
        <PagedList
          options={myOrdersQueryOptions('shop')}
          itemKey={(o) => o.orderNo}
          renderItem={(o) => <OrderListItem order={o} family="shop" />}
          testId="my-orders"
          emptyText={t('shop.order.empty')}
          emptyAction={
            <Link to={href('/pages/shopProduct/index')} data-testid="empty-action">
              {t('shop.order.browse')}
            </Link>
          }
        />
      ) : (
        <PagedList
          options={myRefundsQueryOptions('shop')}
          itemKey={(r) => r.id}
          renderItem={(r) => <RefundListItem refund={r} family="shop" />}
          testId="my-refunds"
          emptyText={t('shop.order.refundsEmpty')}
        />
      )}
    </div>
  );
}
