import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, TextArea } from 'antd-mobile';
import { limits, memberDiscountCents, type PaymentMethod, type TicketSaleDetail } from '@nanhua/contract';
import { PaymentMethodPicker } from '../../../components/payment-method-picker';
import { BottomBar } from '../../../components/bottom-bar';
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
      <section className="order-panel">
        <h3 className="order-panel__title">{t('ticket.confirm.paymentMethod')}</h3>
        <PaymentMethodPicker value={method} onChange={setMethod} />
      </section>
      <section className="order-panel">
        <h3 className="order-panel__title">{t('ticket.confirm.remarks')}</h3>
        <TextArea
          value={remarks}
          onChange={setRemarks}
          rows={2}
          maxLength={limits.textareaMax}
          showCount
          placeholder={t('ticket.confirm.remarksPlaceholder')}
          data-testid="order-remarks"
        />
      </section>
      <p className="order-hint">{t('ticket.confirm.expiry')}</p>
      <BottomBar
        total={
          <>
            {t('ticket.confirm.amount')}{' '}
            <strong data-testid="confirm-total">{formatMoney(subtotal - discount, s.currency)}</strong>
          </>
        }
      >
        <Button color="primary" loading={buy.isPending} data-testid="order-submit" onClick={submit}>
          {t('ticket.confirm.submit')}
        </Button>
      </BottomBar>
    </div>
  );
}
