import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Toast } from 'antd-mobile';
import { memberDiscountCents, type PaymentMethod, type ProductDetail } from '@nanhua/contract';
import { PaymentAndRemarks, PlaceOrderBar } from '../../../components/checkout-parts';
import { paymentHref } from '../../../config/paths';
import { formatMoney } from '../../../lib/format';
import { navigateTo } from '../../../lib/navigation';
import { resourceUrl } from '../../../lib/resource';
import { useBuyProduct } from '../api/buy-product';
import { clampQuantity, QuantityStepper } from '../../../components/quantity-stepper';
import { maxQuantity } from './quantity';
import { ShopAmounts } from './shop-amounts';
import './shop.css';

interface ShopConfirmOrderProps {
  product: ProductDetail;
  initialQuantity: number;
  /** The chosen delivery address, if any. */
  addressId: number | null;
  /** The delivery-address section (the page composes it from the address book). */
  addressPanel: ReactNode;
  onMissingAddress: () => void;
}

/**
 * Confirm Orders: product, quantity, delivery address, remarks, payment method and the amounts. The
 * member discount shown is a preview from the product's `memberDiscountPercent`; the server prices the order.
 */
export function ShopConfirmOrder({
  product: p,
  initialQuantity,
  addressId,
  addressPanel,
  onMissingAddress,
}: ShopConfirmOrderProps) {
  const { t } = useTranslation();
  const [quantity, setQuantity] = useState(() => clampQuantity(initialQuantity, maxQuantity(p.stock)));
  const [method, setMethod] = useState<PaymentMethod>('card');
  const [remarks, setRemarks] = useState('');
  const buy = useBuyProduct();
  const soldOut = p.stock <= 0;
  const subtotal = p.price * quantity;
  const discount = memberDiscountCents(subtotal, p.memberDiscountPercent);
  const submit = () => {
    if (addressId === null) {
      onMissingAddress();
      Toast.show({ content: t('shop.confirm.addressRequired') });
      return;
    }
    buy.mutate(
      { productId: p.id, quantity, addressId, paymentMethod: method, remarks },
      { onSuccess: (order) => order && navigateTo(paymentHref(order.id, 'shop'), { replace: true }) },
    );
  };
  return (
    <div className="shop-with-bar" data-testid="shop-confirm-order">
      <section className="shop-panel">
        <h3 className="shop-panel__title">{t('shop.order.goods')}</h3>
        <div className="confirm-goods">
          <img className="confirm-goods__cover" src={resourceUrl(p.cover)} alt="" />
          <div className="confirm-goods__body">
            <p className="confirm-goods__title">{p.title}</p>
            <p className="confirm-goods__price">{formatMoney(p.price, p.currency)}</p>
          </div>
        </div>
        <div className="buy-sheet__row confirm-goods__quantity">
          <span>{t('ticket.order.quantity')}</span>
          <QuantityStepper value={quantity} max={maxQuantity(p.stock)} disabled={p.stock <= 0} onChange={setQuantity} />
        </div>
        <p className="buy-sheet__hint">
          {soldOut ? t('shop.list.soldOut') : t('shop.detail.stockCount', { count: p.stock })}
        </p>
      </section>
      {addressPanel}
      <PaymentAndRemarks
        panel="shop-panel"
        method={method}
        onMethod={setMethod}
        remarks={remarks}
        onRemarks={setRemarks}
      />
      <ShopAmounts subtotal={subtotal} discount={discount} percent={p.memberDiscountPercent} currency={p.currency} />
      <p className="shop-hint">{t('shop.confirm.expiry')}</p>
      <PlaceOrderBar
        amount={subtotal - discount}
        currency={p.currency}
        disabled={soldOut}
        busy={buy.isPending}
        onSubmit={submit}
      />
    </div>
  );
}
