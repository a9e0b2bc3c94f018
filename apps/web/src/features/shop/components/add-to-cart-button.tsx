import { useTranslation } from 'react-i18next';
import { Button, Toast } from 'antd-mobile';
import { isSignedIn } from '@nanhua/client';
import { signInThen } from '../../../lib/intent';
import { useAddToCart } from '../api/cart';
import { cartIntent } from './cart-href';
import { CartIcon } from './cart-link';

interface AddToCartProps {
  productId: number;
  title: string;
  quantity?: number;
  disabled?: boolean;
  /** A small round button with the icon only (product tiles); named by the product for screen readers. */
  compact?: boolean;
}

/** Adds pieces to the member's cart; a visitor signs in first and comes back with the item added. */
export function AddToCartButton({ productId, title, quantity = 1, disabled, compact = false }: AddToCartProps) {
  const { t } = useTranslation();
  const add = useAddToCart();
  const onClick = () => {
    if (!isSignedIn()) {
      signInThen(cartIntent.action, cartIntent.target, { productId, quantity });
      return;
    }
    add.mutate(
      { productId, quantity },
      { onSuccess: () => Toast.show({ icon: 'success', content: t('shop.cart.added') }) },
    );
  };
  if (compact) {
    return (
      <button
        type="button"
        className="add-to-cart-mini"
        disabled={disabled || add.isPending}
        aria-label={t('shop.cart.addNamed', { title })}
        data-testid="product-card-add"
        onClick={onClick}
      >
        <CartIcon />
        <span aria-hidden="true">+</span>
      </button>
    );
  }
  return (
    <Button
      className="add-to-cart"
      fill="outline"
      color="primary"
      disabled={disabled}
      loading={add.isPending}
      data-testid="add-to-cart"
      onClick={onClick}
    >
      {t('shop.cart.add')}
    </Button>
  );
}
