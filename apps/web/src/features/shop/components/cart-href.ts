import { pages } from '@nanhua/contract/routes';
import { href } from '../../../config/paths';

/**
 * The cart is the shop's Confirm Orders screen (SPEC §2 shopOrder/placeOrder) for the cart's lines: the
 * route table is SPEC's, so the cart is that screen without a product (`?cart=1`).
 */
export const cartHref = href(pages.shopOrder.placeOrder, { cart: 1 });

/** The kept "Add to cart" of a visitor (lib/intent.ts): CartLink, on the page they return to, carries it on. */
export const cartIntent = { action: 'cartAdd', target: 'cart' } as const;
