import { memberDiscountCents, type Cart, type CartLine, type CartLineState, type Locale } from '@nanhua/contract';
import { pick } from '../../lib/locale.js';
import type { CartLineRow } from './cart-repository.js';

/** Where a line stands now: withdrawn, sold out, fewer left than it asks, or ready to be checked out. */
export function lineState(r: Pick<CartLineRow, 'onSale' | 'stock' | 'quantity'>): CartLineState {
  if (!r.onSale) return 'unavailable';
  if (r.stock <= 0) return 'soldOut';
  return r.stock < r.quantity ? 'lowStock' : 'available';
}

export function presentCartLine(r: CartLineRow, l: Locale): CartLine {
  return {
    id: r.id,
    productId: r.productId,
    title: pick(l, r.titleZh, r.titleEn),
    cover: r.cover,
    price: r.priceCents,
    currency: r.currency,
    quantity: r.quantity,
    stock: r.onSale ? r.stock : 0,
    state: lineState(r),
    amount: r.priceCents * r.quantity,
  };
}

/** The cart priced now; the amounts count only the lines a checkout would take (`available`). */
export function presentCart(rows: CartLineRow[], discountPercent: number, l: Locale): Cart {
  const lines = rows.map((r) => presentCartLine(r, l));
  const subtotal = lines.filter((x) => x.state === 'available').reduce((s, x) => s + x.amount, 0);
  const discount = memberDiscountCents(subtotal, discountPercent);
  return {
    lines,
    count: lines.reduce((s, x) => s + x.quantity, 0),
    subtotalAmount: subtotal,
    memberDiscountPercent: discountPercent,
    discountAmount: discount,
    totalAmount: subtotal - discount,
    currency: lines[0]?.currency ?? 'SGD',
  };
}
