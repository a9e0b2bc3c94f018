import { useTranslation } from 'react-i18next';
import { Button } from 'antd-mobile';
import { href, type PaymentKind } from '../../../config/paths';
import { navigate } from '../../../lib/navigation';

type PaymentText =
  | 'viewTickets'
  | 'viewShopOrder'
  | 'continueShopping'
  | 'viewMembership'
  | 'memberHistory'
  | 'buyTicketsAgain'
  | 'shopAgain'
  | 'joinAgain'
  | 'myTickets'
  | 'myShopOrders'
  | 'backHome';
interface Step {
  to: string;
  text: PaymentText;
  testId: string;
}

/**
 * Where each kind of order leads: after paying, the order itself and a sensible
 * second step; when the order can no longer be paid, a new order of the same kind and the member's list.
 */
const steps: Record<PaymentKind, { paid: (orderNo: string) => [Step, Step]; closed: [Step, Step] }> = {
  ticket: {
    paid: (orderNo) => [
      { to: href('/pages/ticket/orderDetail', { orderNo }), text: 'viewTickets', testId: 'payment-view-order' },
      { to: href('/pages/ticket/myTickets'), text: 'myTickets', testId: 'payment-more' },
    ],
    closed: [
      { to: href('/pages/ticket/index'), text: 'buyTicketsAgain', testId: 'payment-buy-again' },
      { to: href('/pages/ticket/myTickets'), text: 'myTickets', testId: 'payment-my-orders' },
    ],
  },
  shop: {
    paid: (orderNo) => [
      { to: href('/pages/shopOrder/detail', { orderNo }), text: 'viewShopOrder', testId: 'payment-view-order' },
      { to: href('/pages/shopProduct/index'), text: 'continueShopping', testId: 'payment-more' },
    ],
    closed: [
      { to: href('/pages/shopProduct/index'), text: 'shopAgain', testId: 'payment-buy-again' },
      { to: href('/pages/shopOrder/index'), text: 'myShopOrders', testId: 'payment-my-orders' },
    ],
  },
  member: {
    paid: () => [
      { to: href('/pages/user/memberCenter'), text: 'viewMembership', testId: 'payment-view-order' },
      { to: href('/pages/user/memberOrder'), text: 'memberHistory', testId: 'payment-more' },
    ],
    closed: [
      { to: href('/pages/user/memberCenter'), text: 'joinAgain', testId: 'payment-buy-again' },
      { to: href('/pages/user/memberOrder'), text: 'memberHistory', testId: 'payment-my-orders' },
    ],
  },
};

const home: Step = { to: href('/pages/index'), text: 'backHome', testId: 'payment-home' };

/** The two buttons under a paid order (`orderNo`) or one that cannot be paid; an unknown kind gets the home. */
export function NextSteps({ kind, orderNo }: { kind: PaymentKind | null; orderNo?: string }) {
  const { t } = useTranslation();
  const pair: Step[] = !kind ? [home] : orderNo !== undefined ? steps[kind].paid(orderNo) : steps[kind].closed;
  return (
    <div className="checkout__next" data-testid="payment-next">
      {pair.map((s, i) => (
        <Button
          key={s.testId}
          block
          color="primary"
          fill={i === 0 ? 'solid' : 'outline'}
          data-testid={s.testId}
          onClick={() => navigate(s.to, { replace: true })}
        >
          {t(`ticket.payment.${s.text}`)}
        </Button>
      ))}
    </div>
  );
}
