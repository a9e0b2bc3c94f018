import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'antd-mobile';
import { memberDiscountCents, SaleState, type PriceCategory, type TicketSaleDetail } from '@nanhua/contract';
import { BottomBar } from '../../../components/bottom-bar';
import { href } from '../../../config/paths';
import { formatMoney, formatTime } from '../../../lib/format';
import { navigateTo } from '../../../lib/navigation';
import { resourceUrl } from '../../../lib/resource';
import { InfoRow } from '../../../components/info-row';
import { QuantityStepper } from '../../../components/quantity-stepper';
import { useRadioGroup } from '../../../components/radio-group';
import './ticket.css';

/** The lowest-priced category (the first of equals). */
export const cheapest = (prices: readonly PriceCategory[]): PriceCategory | undefined =>
  prices.reduce<PriceCategory | undefined>((m, p) => (!m || p.price < m.price ? p : m), undefined);

/**
 * The standard (full-price) fare, the one Ticket Purchase starts on. A category carries no kind, so it
 * is read from the prices: of several, the cheapest is the reduced fare (concession) not every buyer may
 * take, and the standard one is the next price up — not a dearer premium one (the first of equals, in
 * the staff's order). With one price, or all alike, that one.
 */
export function standardFare(prices: readonly PriceCategory[]): PriceCategory | undefined {
  const low = cheapest(prices);
  const above = prices.filter((p) => low && p.price > low.price);
  return cheapest(above) ?? low;
}

/** Ticket Purchase: the price category and how many (1 up to the seats left and the per-order limit); the member's ticket discount previewed. */
export function TicketPurchase({
  sale: s,
  memberDiscountPercent = 0,
}: {
  sale: TicketSaleDetail;
  memberDiscountPercent?: number;
}) {
  const { t } = useTranslation();
  const max = Math.max(1, Math.min(s.remaining, s.perOrderLimit));
  const [quantity, setQuantity] = useState(1);
  // The standard fare first, never a concession the buyer may not be entitled to.
  const [priceId, setPriceId] = useState<number | undefined>(() => standardFare(s.prices)?.id);
  const categories = useRadioGroup(
    s.prices.map((p) => p.id),
    priceId,
    setPriceId,
  );
  const unit = s.prices.find((p) => p.id === priceId)?.price ?? s.price;
  const subtotal = unit * quantity;
  const discount = memberDiscountCents(subtotal, memberDiscountPercent);
  const canBuy = s.buyStatus === SaleState.OnSale && s.remaining > 0;
  return (
    <div className="sale-detail" data-testid="ticket-purchase">
      <section className="ticket-panel purchase-head">
        <img className="purchase-head__poster" src={resourceUrl(s.poster)} alt="" />
        <div>
          <h2 className="ticket-panel__title">{s.title}</h2>
          <p className="sale-card__meta">{formatTime(s.eventAt).slice(0, 16)}</p>
          <p className="sale-card__meta">{s.venue}</p>
        </div>
      </section>
      <section className="ticket-panel">
        <h3 className="ticket-panel__title">{t('ticket.buy.category')}</h3>
        {s.prices.length === 0 ? (
          <div className="price-chip price-chip--active" data-testid="price-category">
            <span>{t('ticket.buy.standard')}</span>
            <strong>{formatMoney(s.price, s.currency)}</strong>
          </div>
        ) : (
          <div className="price-chips" {...categories.group} aria-label={t('ticket.buy.pickCategory')}>
            {s.prices.map((p, i) => (
              <button
                key={p.id}
                {...categories.radio(p.id, i)}
                className={`price-chip${p.id === priceId ? ' price-chip--active' : ''}`}
                data-testid="price-category"
              >
                <span>{p.name}</span>
                <strong>{formatMoney(p.price, s.currency)}</strong>
              </button>
            ))}
          </div>
        )}
      </section>
      <section className="ticket-panel">
        <InfoRow
          label={t('ticket.buy.quantity')}
          value={<QuantityStepper value={quantity} max={max} onChange={setQuantity} />}
        />
        <p className="purchase-hint">
          {t('ticket.buy.limit', { count: s.perOrderLimit })} ·{' '}
          {t('ticket.sale.remainingCount', { count: s.remaining })}
        </p>
        <InfoRow label={t('ticket.sale.validity')} value={formatTime(s.validUntil).slice(0, 16)} />
        {discount > 0 && (
          <p className="purchase-hint purchase-hint--discount" data-testid="purchase-discount">
            {t('ticket.buy.memberDiscount', {
              percent: memberDiscountPercent,
              amount: formatMoney(discount, s.currency),
            })}
          </p>
        )}
      </section>
      <BottomBar
        total={
          <>
            {t('ticket.buy.total')}{' '}
            <strong data-testid="purchase-total">{formatMoney(subtotal - discount, s.currency)}</strong>
          </>
        }
      >
        <Button
          color="primary"
          disabled={!canBuy}
          data-testid="purchase-next"
          onClick={() => navigateTo(href('/pages/ticket/placeOrder', { id: s.id, quantity, priceId }))}
        >
          {t('ticket.buy.next')}
        </Button>
      </BottomBar>
    </div>
  );
}
