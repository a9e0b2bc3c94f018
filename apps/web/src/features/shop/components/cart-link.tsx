import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Toast } from 'antd-mobile';
import { cartHref, cartIntent } from './cart-href';
import { useAddToCart, useCart } from '../api/cart';
import { useResumeIntent } from '../../../lib/intent';
import './shop.css';

/** A cart in a bag's outline, drawn in the text colour. */
export function CartIcon() {
  return (
    <svg className="cart-icon" viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      <path d="M6 7h12l-1 13H7L6 7Z" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" />
      <path d="M9 9V6a3 3 0 0 1 6 0v3" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
    </svg>
  );
}

/**
 * The way to the cart with the number of pieces in it (shop list, product page). A visitor's "Add to
 * cart" waits through sign-in (lib/intent.ts) and is carried on here, on the page they come back to.
 */
export function CartLink({ floating = false }: { floating?: boolean }) {
  const { t } = useTranslation();
  const cart = useCart();
  const add = useAddToCart();
  const count = cart.data?.count ?? 0;
  const resume = useCallback(
    (data: { productId: number; quantity: number } | undefined) => {
      if (data) add.mutate(data, { onSuccess: () => Toast.show({ icon: 'success', content: t('shop.cart.added') }) });
    },
    [add, t],
  );
  useResumeIntent(cartIntent.action, cartIntent.target, resume);
  return (
    <Link
      className={floating ? 'cart-link cart-link--floating' : 'cart-link'}
      to={cartHref}
      aria-label={count > 0 ? t('shop.cart.linkCount', { count }) : t('shop.cart.link')}
      data-testid="cart-link"
    >
      <CartIcon />
      {count > 0 && (
        <span className="cart-link__badge" data-testid="cart-badge" aria-hidden="true">
          {count > 99 ? '99+' : count}
        </span>
      )}
    </Link>
  );
}
