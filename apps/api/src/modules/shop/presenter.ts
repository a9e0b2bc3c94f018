import type { Locale, Product, ProductDetail, ShopCategory, ShopOrder } from '@nanhua/contract';
import { pick } from '../../lib/locale.js';
import type { LineRow, OrderRow, RefundRow } from '../orders/repository.js';
import { presentOrderBase } from '../orders/presenter.js';
import type { CategoryRow, DetailRow, ProductView } from './repository.js';
import type { OrderProduct } from './order-repository.js';
import { sendsGoodsBack } from './send-back.js';

export const presentCategory = (c: CategoryRow, l: Locale): ShopCategory => ({
  id: c.id,
  name: pick(l, c.nameZh, c.nameEn),
  sort: c.sort,
});

export function presentProduct({ product: p, cateNameZh, cateNameEn }: ProductView, l: Locale): Product {
  return {
    id: p.id,
    cateId: p.cateId,
    cateName: pick(l, cateNameZh, cateNameEn),
    title: pick(l, p.titleZh, p.titleEn),
    summary: pick(l, p.summaryZh, p.summaryEn),
    cover: p.cover,
    price: p.priceCents,
    originalPrice: p.originalPriceCents,
    currency: p.currency,
    sales: p.sales,
    stock: p.stock,
    publishedAt: p.publishedAt.toISOString(),
  };
}

export const presentProductDetail = (v: ProductView, memberDiscountPercent: number, l: Locale): ProductDetail => ({
  ...presentProduct(v, l),
  description: pick(l, v.product.descriptionZh, v.product.descriptionEn),
  images: v.product.images.length > 0 ? v.product.images : [v.product.cover],
  memberDiscountPercent,
});

export interface ShopOrderParts {
  lines: LineRow[];
  detail?: DetailRow;
  product?: OrderProduct;
  refund?: RefundRow;
  refundedCents: number;
}

/** A shop order as the member (and staff) sees it; shipping is its "completed" fact. */
export function presentShopOrder(o: OrderRow, p: ShopOrderParts, l: Locale, now: Date): ShopOrder {
  const d = p.detail;
  return {
    ...presentOrderBase(
      o,
      { lines: p.lines, refund: p.refund, refundedCents: p.refundedCents, isQrcodeUsed: !!d?.shippedAt },
      l,
      now,
    ),
    ticket: null,
    productId: d?.productId ?? p.lines[0]?.itemId ?? null,
    cover: p.product?.cover ?? null,
    delivery: d
      ? {
          recipientName: d.recipientName,
          country: d.country,
          address: d.address,
          postalCode: d.postalCode,
          contactNumber: d.contactNumber,
        }
      : null,
    shippedAt: d?.shippedAt?.toISOString() ?? null,
    shippingNote: d?.shippingNote ?? null,
    sendGoodsBack: sendsGoodsBack(d?.shippedAt, p.refund),
  };
}
