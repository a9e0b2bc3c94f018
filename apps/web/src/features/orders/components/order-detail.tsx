import { useTranslation } from 'react-i18next';
import { Button, Dialog, Toast } from 'antd-mobile';
import { enumLabelKeys, PayStatus, RefundStatus, type Order } from '@nanhua/contract';
import { href } from '../../../config/paths';
import { formatMoney, formatTime } from '../../../lib/format';
import { navigate, navigateTo } from '../../../lib/navigation';
import { useCancelOrder } from '../api/cancel-order';
import { useDeleteOrder } from '../api/delete-order';
import { OrderLabelTag } from './order-label';
import { RefundForm } from './refund-form';
import { RefundRecord } from './refund-record';
import { Row } from './row';
import { TicketQr } from './ticket-qr';
import './orders.css';

/** The server's rule (DESIGN §7): an order with usable tickets stays, unless its refund went through. */
export const canDelete = (o: Order, now = Date.now()) =>
  o.payStatus !== PayStatus.Paid ||
  o.orderReturn?.status === RefundStatus.Approved ||
  (o.orderReturn?.status !== RefundStatus.Pending && (!o.ticket || o.ticket.remainingQuantity === 0 || Date.parse(o.ticket.validUntil) <= now));

export const canRefund = (o: Order) =>
  o.payStatus === PayStatus.Paid && !!o.ticket && o.ticket.remainingQuantity > 0 && o.orderReturn?.status !== RefundStatus.Pending && o.orderReturn?.status !== RefundStatus.Approved;

/** Order details: label, QR code while usable, the ticket, the order, refund form and record, and the actions its state allows. */
export function OrderDetail({ order: o }: { order: Order }) {
  const { t } = useTranslation();
  const remove = useDeleteOrder();
  const cancel = useCancelOrder();
  const tk = o.ticket;
  const payStatusKey = enumLabelKeys.payStatus[o.payStatus as 0 | 1 | 2 | 3];
  const confirmDelete = async () => {
    if (!(await Dialog.confirm({ content: t('ticket.order.deleteConfirm'), confirmText: t('ticket.order.delete') }))) return;
    remove.mutate(o.orderNo, {
      onSuccess: () => {
        Toast.show({ icon: 'success', content: t('ticket.order.deleted') });
        navigate(href('/pages/ticket/myTickets'), { replace: true });
      },
    });
  };
  const confirmCancel = async () => {
    if (!(await Dialog.confirm({ content: t('ticket.order.cancelConfirm'), confirmText: t('ticket.order.cancel'), cancelText: t('ticket.order.keep') }))) return;
    cancel.mutate(o.orderNo, { onSuccess: () => void Toast.show({ icon: 'success', content: t('ticket.order.cancelDone') }) });
  };
  return (
    <div className="order-page" data-testid="order-detail">
      <section className="order-panel order-status">
        <OrderLabelTag label={o.label} />
        <strong className="order-status__amount">{formatMoney(o.totalAmount, o.currency)}</strong>
      </section>
      {tk && o.payStatus === PayStatus.Paid && (tk.qrToken || tk.usedQuantity > 0) && <TicketQr ticket={tk} />}
      {tk && (
        <section className="order-panel">
          <h3 className="order-panel__title">{t('ticket.order.ticketInfo')}</h3>
          <p className="order-line__title">{tk.title}</p>
          <Row label={t('ticket.order.price')} value={formatMoney(tk.price, o.currency)} />
          <Row label={t('ticket.order.quantity')} value={String(tk.quantity)} />
          <Row label={t('ticket.order.amount')} value={formatMoney(o.totalAmount, o.currency)} />
          <Row label={t('ticket.order.purchaseTime')} value={o.paidAt ? formatTime(o.paidAt) : '—'} />
          <Row label={t('ticket.sale.eventTime')} value={formatTime(tk.eventAt).slice(0, 16)} />
          <Row label={t('ticket.sale.address')} value={tk.venue} />
          <Row label={t('ticket.sale.validity')} value={formatTime(tk.validUntil).slice(0, 16)} />
          <Row label={t('ticket.order.used')} value={String(tk.usedQuantity)} />
          <Row label={t('ticket.order.remaining')} value={String(tk.remainingQuantity)} />
        </section>
      )}
      <section className="order-panel">
        <h3 className="order-panel__title">{t('ticket.order.orderInfo')}</h3>
        <Row label={t('ticket.order.orderNo')} value={o.orderNo} testId="order-no" />
        <Row label={t('ticket.order.total')} value={formatMoney(o.totalAmount, o.currency)} />
        <Row label={t('ticket.order.submitted')} value={formatTime(o.submittedAt)} />
        <Row label={t('ticket.order.remarks')} value={o.remarks || t('ticket.order.none')} />
        <Row label={t('ticket.order.paymentMethod')} value={o.paymentMethod === 'paynow' ? t('common.paymentMethod.paynow') : t('common.paymentMethod.card')} />
        <Row label={t('ticket.order.payStatus')} value={payStatusKey ? t(payStatusKey) : ''} />
      </section>
      {o.orderReturn && <RefundRecord refund={o.orderReturn} />}
      {canRefund(o) && <RefundForm key={o.orderReturn?.id ?? 0} order={o} />}
      <div className="order-actions">
        {o.payStatus === PayStatus.Unpaid && (
          <Button color="primary" block data-testid="order-pay" onClick={() => navigateTo(href('/pages/payment/index', { id: o.id }))}>
            {t('ticket.order.payNow')}
          </Button>
        )}
        {o.payStatus === PayStatus.Unpaid && (
          <Button block fill="outline" loading={cancel.isPending} disabled={remove.isPending} data-testid="order-cancel" onClick={() => void confirmCancel()}>
            {t('ticket.order.cancel')}
          </Button>
        )}
        {canDelete(o) && (
          <Button block fill="outline" loading={remove.isPending} data-testid="order-delete" onClick={() => void confirmDelete()}>
            {t('ticket.order.delete')}
          </Button>
        )}
      </div>
    </div>
  );
}
