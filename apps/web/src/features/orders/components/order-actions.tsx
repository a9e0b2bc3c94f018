import { useTranslation } from 'react-i18next';
import { Button, Dialog, Toast } from 'antd-mobile';
import { PayStatus, RefundStatus } from '@nanhua/contract';
import { paymentHref } from '../../../config/paths';
import { navigate, navigateTo } from '../../../lib/navigation';
import { useCancelOrder } from '../api/cancel-order';
import { useDeleteOrder } from '../api/delete-order';
import { orderListHref, shopPart, type FamilyOrder, type OrderFamily } from '../api/families';
import './orders.css';

const refundOpen = (o: FamilyOrder) => o.orderReturn?.status === RefundStatus.Pending;
/** Every unit of every line given back by approved refunds (a partial refund leaves the rest owed). */
const allRefunded = (o: FamilyOrder) => o.lines.length > 0 && o.lines.every((l) => l.refundedQuantity >= l.quantity);

/**
 * The server's rule (DESIGN §7): unpaid, closed and refunded orders may go; a paid ticket order stays
 * while it has usable tickets, a paid shop order until it has shipped; never with a return under review.
 */
export const canDelete = (o: FamilyOrder, now = Date.now()) =>
  !refundOpen(o) &&
  (o.payStatus !== PayStatus.Paid ||
    allRefunded(o) ||
    (o.ticket ? o.ticket.remainingQuantity === 0 || Date.parse(o.ticket.validUntil) <= now : !!shopPart(o)?.shippedAt));

/** One open request at a time, while some tickets or pieces can still be given back (not used, not refunded). */
export const canRefund = (o: FamilyOrder) =>
  o.payStatus === PayStatus.Paid && !refundOpen(o) && o.lines.some((l) => l.refundableQuantity > 0);

interface OrderActionsProps {
  order: FamilyOrder;
  family: OrderFamily;
  /** In a list: small buttons in a row, and a deleted order just leaves the list. */
  compact?: boolean;
}

/** Pay and cancel an unpaid order, delete one the rules allow; cancel and delete ask first. */
export function OrderActions({ order: o, family, compact }: OrderActionsProps) {
  const { t } = useTranslation();
  const remove = useDeleteOrder(family);
  const cancel = useCancelOrder(family);
  const confirmDelete = async () => {
    if (!(await Dialog.confirm({ content: t('ticket.order.deleteConfirm'), confirmText: t('ticket.order.delete') })))
      return;
    remove.mutate(o.orderNo, {
      onSuccess: () => {
        Toast.show({ icon: 'success', content: t('ticket.order.deleted') });
        if (!compact) navigate(orderListHref(family), { replace: true });
      },
    });
  };
  const confirmCancel = async () => {
    const content = family === 'shop' ? t('shop.order.cancelConfirm') : t('ticket.order.cancelConfirm');
    if (!(await Dialog.confirm({ content, confirmText: t('ticket.order.cancel'), cancelText: t('ticket.order.keep') })))
      return;
    cancel.mutate(o.orderNo, {
      onSuccess: () => void Toast.show({ icon: 'success', content: t('ticket.order.cancelDone') }),
    });
  };
  const unpaid = o.payStatus === PayStatus.Unpaid;
  const deletable = canDelete(o);
  if (!unpaid && !deletable) return null;
  const size = compact ? 'small' : 'middle';
  return (
    <div className={compact ? 'order-card__actions' : 'order-actions'}>
      {compact && deletable && (
        <Button
          size={size}
          fill="outline"
          loading={remove.isPending}
          data-testid="order-delete"
          onClick={() => void confirmDelete()}
        >
          {t('ticket.order.delete')}
        </Button>
      )}
      {unpaid && compact && (
        <Button
          size={size}
          fill="outline"
          loading={cancel.isPending}
          disabled={remove.isPending}
          data-testid="order-cancel"
          onClick={() => void confirmCancel()}
        >
          {t('ticket.order.cancel')}
        </Button>
      )}
      {unpaid && (
        <Button
          size={size}
          color="primary"
          block={!compact}
          data-testid="order-pay"
          onClick={() => navigateTo(paymentHref(o.id, family))}
        >
          {t('ticket.order.payNow')}
        </Button>
      )}
      {unpaid && !compact && (
        <Button
          block
          fill="outline"
          loading={cancel.isPending}
          disabled={remove.isPending}
          data-testid="order-cancel"
          onClick={() => void confirmCancel()}
        >
          {t('ticket.order.cancel')}
        </Button>
      )}
      {!compact && deletable && (
        <Button
          block
          fill="outline"
          loading={remove.isPending}
          data-testid="order-delete"
          onClick={() => void confirmDelete()}
        >
          {t('ticket.order.delete')}
        </Button>
      )}
    </div>
  );
}
