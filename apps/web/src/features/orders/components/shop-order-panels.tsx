import { useTranslation } from 'react-i18next';
import type { ShopOrder } from '@nanhua/contract';
import { formatMoney, formatTime } from '../../../lib/format';
import { resourceUrl } from '../../../lib/resource';
import { InfoRow } from '../../../components/info-row';
import './orders.css';
import { countryLabel } from '../../../lib/countries';

/** The goods of a shop order: cover, each line's unit price × quantity and amount. */
export function ShopLines({ order: o }: { order: ShopOrder }) {
  const { t } = useTranslation();
  return (
    <section className="order-panel" data-testid="shop-lines">
      <h3 className="order-panel__title">{t('shop.order.goods')}</h3>
      {o.lines.map((l, i) => (
        <div key={i} className="order-goods">
          {o.cover && i === 0 && <img className="order-goods__cover" src={resourceUrl(o.cover)} alt="" />}
          {/* An order of several lines (the cart) has the first product's cover: the other lines keep its column. */}
          {o.cover && i > 0 && <span className="order-goods__cover order-goods__cover--blank" aria-hidden="true" />}
          <div className="order-goods__body">
            <p className="order-line__title">{l.title}</p>
            <p className="order-goods__meta">
              <span data-testid="line-quantity" data-quantity={l.quantity}>
                {formatMoney(l.unitPrice, o.currency)} × {l.quantity}
              </span>
              <strong>{formatMoney(l.amount, o.currency)}</strong>
            </p>
          </div>
        </div>
      ))}
    </section>
  );
}

/** Where the goods go (copied at order time) and, once staff shipped them, when and how. */
export function ShopDelivery({ order: o }: { order: ShopOrder }) {
  const { t, i18n } = useTranslation();
  const d = o.delivery;
  return (
    <>
      {d && (
        <section className="order-panel" data-testid="shop-delivery">
          <h3 className="order-panel__title">{t('shop.order.delivery')}</h3>
          <InfoRow label={t('account.addresses.field.recipientName')} value={`${d.recipientName} ${d.contactNumber}`} />
          <InfoRow
            label={t('account.addresses.field.address')}
            value={`${d.address}, ${countryLabel(d.country, i18n.language)} ${d.postalCode}`}
          />
        </section>
      )}
      {o.shippedAt && (
        <section className="order-panel" data-testid="shop-shipping">
          <h3 className="order-panel__title">{t('shop.order.shipping')}</h3>
          <InfoRow label={t('shop.order.shippedAt')} value={formatTime(o.shippedAt)} />
          <InfoRow label={t('shop.order.shippingNote')} value={o.shippingNote || t('ticket.order.none')} />
        </section>
      )}
    </>
  );
}
