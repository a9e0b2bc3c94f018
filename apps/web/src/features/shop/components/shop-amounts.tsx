import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../lib/format';

/** The subtotal and the member discount of a shop order form (one product or the cart). */
export function ShopAmounts({
  subtotal,
  discount,
  percent,
  currency,
}: {
  subtotal: number;
  discount: number;
  percent: number;
  currency: string;
}) {
  const { t } = useTranslation();
  return (
    <section className="shop-panel" data-testid="confirm-amounts">
      <p className="amount-row">
        <span>{t('ticket.order.subtotal')}</span>
        <span data-testid="confirm-subtotal">{formatMoney(subtotal, currency)}</span>
      </p>
      {discount > 0 && (
        <p className="amount-row amount-row--discount">
          <span>
            {t('ticket.order.discount')} ({percent}%)
          </span>
          <span data-testid="order-discount">−{formatMoney(discount, currency)}</span>
        </p>
      )}
    </section>
  );
}
