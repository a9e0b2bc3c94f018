import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { enumLabelKeys, netPaidAmount, PayStatus, type OrderTicket } from '@nanhua/contract';
import { formatMoney, formatTime } from '../../../lib/format';
import { shopPart, type FamilyOrder, type OrderFamily } from '../api/families';
import { canRefund, OrderActions } from './order-actions';
import { TestTag } from '../../../components/test-tag';
import { OrderLabelTag } from './order-label';
import { RefundForm } from './refund-form';
import { RefundRecord } from './refund-record';
import { InfoRow } from '../../../components/info-row';
import { ShopDelivery, ShopLines } from './shop-order-panels';
import { TicketQr } from './ticket-qr';
import './orders.css';

/** Paid: what was paid; unpaid: what is due; closed unpaid: just the amount. */
const amountLabel = (payStatus: number) =>
  payStatus === PayStatus.Paid
    ? 'ticket.order.amount'
    : payStatus === PayStatus.Unpaid
      ? 'ticket.order.amountDue'
      : 'ticket.order.amountPlain';

/**
 * Order details: label and the amount paid net of refunds (as the lists show it), the ticket or the goods, the order, refund form and record, and the actions its state allows.
 * `returnGoods`: where and how to send a shop return's goods back (the page hands it in), shown once the order says they are to come back.
 * `seatAction`: what the page offers per ticket under its code (giving it to another member, issue 34).
 */
export function OrderDetail({
  order: o,
  family,
  returnGoods,
  seatAction,
}: {
  order: FamilyOrder;
  family: OrderFamily;
  returnGoods?: ReactNode;
  seatAction?: (seat: OrderTicket) => ReactNode;
}) {
  const { t } = useTranslation();
  const tk = o.ticket;
  const shop = shopPart(o);
  const payStatusKey = enumLabelKeys.payStatus[o.payStatus as 0 | 1 | 2 | 3];
  return (
    <div className="order-page" data-testid="order-detail">
      <section className="order-panel order-status">
        <span className="order-tags">
          {o.testPayment && <TestTag large />}
          <OrderLabelTag label={o.label} />
        </span>
        <strong className="order-status__amount" data-testid="order-amount">
          {formatMoney(netPaidAmount(o), o.currency)}
        </strong>
      </section>
      {tk &&
        o.payStatus === PayStatus.Paid &&
        (tk.qrToken ||
          tk.usedQuantity > 0 ||
          tk.refundedQuantity > 0 ||
          tk.refundUnderReview ||
          tk.tickets.some((x) => x.state === 'given')) && (
          <TicketQr ticket={tk} orderNo={o.orderNo} seatAction={seatAction} />
        )}
      {tk && (
        <section className="order-panel">
          <h3 className="order-panel__title">{t('ticket.order.ticketInfo')}</h3>
          <p className="order-line__title">{tk.title}</p>
          {tk.category && <InfoRow label={t('ticket.order.category')} value={tk.category} testId="ticket-category" />}
          <InfoRow label={t('ticket.order.price')} value={formatMoney(tk.price, o.currency)} />
          <InfoRow label={t('ticket.order.quantity')} value={String(tk.quantity)} />
          <InfoRow
            label={t(amountLabel(o.payStatus))}
            value={formatMoney(o.totalAmount, o.currency)}
            testId="ticket-amount"
          />
          <InfoRow label={t('ticket.order.purchaseTime')} value={o.paidAt ? formatTime(o.paidAt) : '—'} />
          <InfoRow label={t('ticket.sale.eventTime')} value={formatTime(tk.eventAt).slice(0, 16)} />
          <InfoRow label={t('ticket.sale.address')} value={tk.venue} />
          <InfoRow label={t('ticket.sale.validity')} value={formatTime(tk.validUntil).slice(0, 16)} />
          <InfoRow label={t('ticket.order.used')} value={String(tk.usedQuantity)} />
          <InfoRow label={t('ticket.order.remaining')} value={String(tk.remainingQuantity)} />
        </section>
      )}
      {shop && <ShopLines order={shop} />}
      <section className="order-panel">
        <h3 className="order-panel__title">{t('ticket.order.orderInfo')}</h3>
        <InfoRow label={t('ticket.order.orderNo')} value={o.orderNo} testId="order-no" />
        {o.discountAmount > 0 && (
          <>
            <InfoRow
              label={t('ticket.order.subtotal')}
              value={formatMoney(o.subtotalAmount, o.currency)}
              testId="order-subtotal"
            />
            <InfoRow
              label={t('ticket.order.discount')}
              value={`−${formatMoney(o.discountAmount, o.currency)}`}
              testId="order-discount"
            />
          </>
        )}
        <InfoRow label={t('ticket.order.total')} value={formatMoney(o.totalAmount, o.currency)} testId="order-total" />
        {o.refundedAmount > 0 && (
          <>
            <InfoRow
              label={t('ticket.order.refundedAmount')}
              value={formatMoney(o.refundedAmount, o.currency)}
              testId="order-refunded"
            />
            <InfoRow
              label={t('ticket.order.netPaid')}
              value={formatMoney(netPaidAmount(o), o.currency)}
              testId="order-net"
            />
          </>
        )}
        <InfoRow label={t('ticket.order.submitted')} value={formatTime(o.submittedAt)} />
        {shop && <InfoRow label={t('ticket.order.purchaseTime')} value={o.paidAt ? formatTime(o.paidAt) : '—'} />}
        <InfoRow label={t('ticket.order.remarks')} value={o.remarks || t('ticket.order.none')} />
        <InfoRow
          label={t('ticket.order.paymentMethod')}
          value={o.paymentMethod === 'paynow' ? t('common.paymentMethod.paynow') : t('common.paymentMethod.card')}
        />
        <InfoRow label={t('ticket.order.payStatus')} value={payStatusKey ? t(payStatusKey) : ''} />
      </section>
      {shop && <ShopDelivery order={shop} />}
      {o.orderReturn && <RefundRecord refund={o.orderReturn} />}
      {shop?.sendGoodsBack && returnGoods && (
        <section className="order-panel" data-testid="return-goods">
          <h3 className="order-panel__title">{t('shop.order.sendBack.title')}</h3>
          {returnGoods}
        </section>
      )}
      {canRefund(o) && <RefundForm key={o.orderReturn?.id ?? 0} order={o} family={family} />}
      <OrderActions order={o} family={family} />
    </div>
  );
}
