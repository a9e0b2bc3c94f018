import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { href } from '../config/paths';
import { NavBar } from '../components/nav-bar';
import { PagedList } from '../features/browse-ui/components/paged-list';
import { memberOrdersQueryOptions } from '../features/membership/api/get-member-orders';
import { MemberOrderCard } from '../features/membership/components/member-order-card';
import { OrderLabelTag } from '../features/orders/components/order-label';

/** Purchase History: the member's membership orders, newest first. */
export default function UserMemberOrderPage() {
  const { t } = useTranslation();
  return (
    <div data-testid="member-order-page">
      <NavBar title={t('member.order.title')} />
      <PagedList
        options={memberOrdersQueryOptions()}
        itemKey={(o) => o.id}
        renderItem={(o) => <MemberOrderCard order={o} label={<OrderLabelTag label={o.label} />} />}
        testId="member-orders"
        className="member-order-list"
        emptyText={t('member.order.empty')}
        emptyAction={
          <Link to={href('/pages/user/memberCenter')} data-testid="empty-action">
            {t('member.order.join')}
          </Link>
        }
      />
    </div>
  );
}
