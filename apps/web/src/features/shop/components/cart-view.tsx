import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, Toast } from 'antd-mobile';
import { type Cart, type CartLine, type PaymentMethod } from '@nanhua/contract';
import { PaymentAndRemarks, PlaceOrderBar } from '../../../components/checkout-parts';
import { href, paymentHref } from '../../../config/paths';
import { formatMoney } from '../../../lib/format';
import { navigateTo } from '../../../lib/navigation';
import { resourceUrl } from '../../../lib/resource';
import { CountStepper } from '../../../components/quantity-stepper';
import { useCartCheckout, useRemoveFromCart, useSetCartQuantity } from '../api/cart';
import { maxQuantity } from './quantity';
import { ShopAmounts } from './shop-amounts';
import './shop.css';

/** What a line's state says under it: nothing when it can be ordered as it is. */
function LineWarning({ line }: { line: CartLine }) {
  const { t } = useTranslation();
  if (line.state === 'available') return null;
  const text =
    line.state === 'lowStock'
      ? t('shop.cart.lowStock', { count: line.stock })
      : line.state === 'soldOut'
        ? t('shop.cart.soldOut')
        : t('shop.cart.unavailable');
  return (
    <p className="cart-line__warning" role="status" data-testid="cart-line-warning">
      {text}
    </p>
  );
}

/** One line: cover, title, price now, a stepper (a spinbutton named by the product) and remove. */
function CartLineRow({ line }: { line: CartLine }) {
  const { t } = useTranslation();
  const setQuantity = useSetCartQuantity();
  const remove = useRemoveFromCart();
  // Fewer pieces are always allowed; more only up to what is left (a withdrawn product: none more).
  const max =
    line.state === 'unavailable' || line.state === 'soldOut'
      ? line.quantity
      : Math.max(line.quantity, maxQuantity(line.stock));
  return (
    <li className="cart-line" data-testid="cart-line" data-state={line.state}>
      <Link
        to={href('/pages/shopProduct/detail', { id: line.productId })}
        className="cart-line__cover-link"
        tabIndex={-1}
        aria-hidden="true"
      >
        <img className="confirm-goods__cover" src={resourceUrl(line.cover)} alt="" />
      </Link>
      <div className="cart-line__body">
        <Link to={href('/pages/shopProduct/detail', { id: line.productId })} className="cart-line__title">
          {line.title}
        </Link>
        <p className="confirm-goods__price">{formatMoney(line.price, line.currency)}</p>
        <LineWarning line={line} />
        <div className="cart-line__actions">
          <CountStepper
            label={t('shop.cart.quantityOf', { title: line.title })}
            min={1}
            max={max}
            value={line.quantity}
            onChange={(n) => {
              if (n !== line.quantity) setQuantity.mutate({ lineId: line.id, quantity: n });
            }}
            testId="cart-stepper"
          />
          <Button
            size="small"
            fill="none"
            className="cart-line__remove"
            loading={remove.isPending}
            aria-label={t('shop.cart.removeNamed', { title: line.title })}
            data-testid="cart-remove"
            onClick={() => remove.mutate(line.id)}
          >
            {t('shop.cart.remove')}
          </Button>
        </div>
      </div>
    </li>
  );
}

interface CartViewProps {
  cart: Cart;
  /** The chosen delivery address, if any. */
  addressId: number | null;
  /** The delivery-address section (the page composes it from the address book). */
  addressPanel: ReactNode;
  onMissingAddress: () => void;
}

/**
 * The cart as the shop's Confirm Orders: its lines with steppers, stock warnings and remove, then the
 * delivery address, payment method, remarks and the amounts; "Place order" makes ONE order of the lines
 * that can be had and opens its payment page. The amounts are the server's, for those lines.
 */
export function CartView({ cart, addressId, addressPanel, onMissingAddress }: CartViewProps) {
  const { t } = useTranslation();
  const [method, setMethod] = useState<PaymentMethod>('card');
  const [remarks, setRemarks] = useState('');
  const checkout = useCartCheckout();
  if (cart.lines.length === 0) {
    return (
      <div className="cart-empty" data-testid="cart-empty">
        <p className="cart-empty__title">{t('shop.cart.empty')}</p>
        <p className="cart-empty__hint">{t('shop.cart.emptyHint')}</p>
        <Link className="cart-empty__action" to={href('/pages/shopProduct/index')} data-testid="empty-action">
          {t('shop.order.browse')}
        </Link>
      </div>
    );
  }
  const ready = cart.lines.filter((l) => l.state === 'available');
  const blocked = cart.lines.length - ready.length;
  const submit = () => {
    if (addressId === null) {
      onMissingAddress();
      Toast.show({ content: t('shop.confirm.addressRequired') });
      return;
    }
    checkout.mutate(
      { addressId, paymentMethod: method, remarks, lineIds: ready.map((l) => l.id) },
      { onSuccess: (order) => order && navigateTo(paymentHref(order.id, 'shop'), { replace: true }) },
    );
  };
  return (
    <div className="shop-with-bar" data-testid="cart-view">
      <section className="shop-panel">
        <h2 className="shop-panel__title">{t('shop.cart.lines', { count: cart.count })}</h2>
        <ul className="cart-lines">
          {cart.lines.map((l) => (
            <CartLineRow key={l.id} line={l} />
          ))}
        </ul>
        {blocked > 0 && (
          <p className="cart-note" data-testid="cart-blocked">
            {ready.length > 0 ? t('shop.cart.blockedSome', { count: blocked }) : t('shop.cart.blockedAll')}
          </p>
        )}
      </section>
      {addressPanel}
      <PaymentAndRemarks
        panel="shop-panel"
        heading="h2"
        method={method}
        onMethod={setMethod}
        remarks={remarks}
        onRemarks={setRemarks}
      />
      <ShopAmounts
        subtotal={cart.subtotalAmount}
        discount={cart.discountAmount}
        percent={cart.memberDiscountPercent}
        currency={cart.currency}
      />
      <p className="shop-hint">{t('shop.confirm.expiry')}</p>
      <PlaceOrderBar
        amount={cart.totalAmount}
        currency={cart.currency}
        disabled={ready.length === 0}
        busy={checkout.isPending}
        onSubmit={submit}
      />
    </div>
  );
}
