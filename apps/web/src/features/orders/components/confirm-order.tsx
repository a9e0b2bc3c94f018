import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { memberDiscountCents, type PaymentMethod, type TicketSaleDetail } from '@nanhua/contract';
import { PaymentAndRemarks, PlaceOrderBar } from '../../../components/checkout-parts';
import { paymentHref } from '../../../config/paths';
import { formatMoney, formatTime } from '../../../lib/format';
import { navigateTo } from '../../../lib/navigation';
import { useBuyTicket } from '../api/buy-ticket';
import { InfoRow } from '../../../components/info-row';
import './orders.css';

/**
 * Confirm Orders: the lines as the server will price them (the member's ticket discount is a preview from
 * `memberDiscountPercent`; the server charges its own), a payment method, remarks; submitting takes the seats.
 */
export function ConfirmOrder({
  sale: s,
  quantity,
  priceId,
  memberDiscountPercent = 0,
}: {
  sale: TicketSaleDetail;
  quantity: number;
  priceId?: number;
  memberDiscountPercent?: number;
}) {
  const { t } = useTranslation();
  const [method, setMethod] = useState<PaymentMethod>('card');
  const [remarks, setRemarks] = useState('');
  const buy = useBuyTicket();
  const category = s.prices.find((p) => p.id === priceId);
  const unit = category?.price ?? s.price;
  const subtotal = unit * quantity;
  const discount = memberDiscountCents(subtotal, memberDiscountPercent);
  const submit = () =>
    buy.mutate(
      { saleId: s.id, ...(category ? { priceId: category.id } : {}), quantity, paymentMethod: method, remarks },
      { onSuccess: (order) => order && navigateTo(paymentHref(order.id, 'ticket'), { replace: true }) },
    );
  return (
    <div className="order-page" data-testid="confirm-order">
      <section className="order-panel">
        <h3 className="order-panel__title">{t('ticket.confirm.tickets')}</h3>
        <p className="order-line">
          <span className="order-line__title">
            {s.title}
            {category && <span className="order-line__category">{category.name}</span>}
          </span>
          <span className="order-line__amount" data-testid="confirm-line-amount">
            {formatMoney(unit, s.currency)} × {quantity}
          </span>
        </p>
        <InfoRow label={t('ticket.sale.eventTime')} value={formatTime(s.eventAt).slice(0, 16)} />
        <InfoRow label={t('ticket.sale.address')} value={s.venue} />
        <InfoRow label={t('ticket.sale.validity')} value={formatTime(s.validUntil).slice(0, 16)} />
      </section>
      {discount > 0 && (
        <section className="order-panel" data-testid="confirm-amounts">
          <InfoRow
            label={t('ticket.order.subtotal')}
            value={formatMoney(subtotal, s.currency)}
            testId="confirm-subtotal"
          />
          <InfoRow
            label={`${t('ticket.order.discount')} (${memberDiscountPercent}%)`}
            value={`−${formatMoney(discount, s.currency)}`}
            testId="order-discount"
          />
        </section>
      )}
      <PaymentAndRemarks
        panel="order-panel"
        method={method}
        onMethod={setMethod}
        remarks={remarks}
        onRemarks={setRemarks}
      />
      <p className="order-hint">{t('ticket.confirm.expiry')}</p>
      <PlaceOrderBar amount={subtotal - discount} currency={s.currency} busy={buy.isPending} onSubmit={submit} />
    </div>
  );
}
