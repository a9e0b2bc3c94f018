import type { StaffProduct, StaffShopCategory } from '@nanhua/contract';
import type { CategoryRow } from '../repository.js';
import type { StaffProductRow } from './repository.js';

export const presentStaffCategory = (c: CategoryRow, productCount: number): StaffShopCategory => ({
  id: c.id,
  nameZh: c.nameZh,
  nameEn: c.nameEn,
  sort: c.sort,
  productCount,
});

/** `stock` counts the pieces held by unpaid orders too (the column holds what can be bought now). */
export function presentStaffProduct(r: StaffProductRow, f: { held: number; orders: number } | undefined): StaffProduct {
  const p = r.product;
  const held = f?.held ?? 0;
  return {
    id: p.id,
    categoryId: p.cateId,
    categoryZh: r.cateNameZh,
    categoryEn: r.cateNameEn,
    titleZh: p.titleZh,
    titleEn: p.titleEn,
    summaryZh: p.summaryZh,
    summaryEn: p.summaryEn,
    descriptionZh: p.descriptionZh,
    descriptionEn: p.descriptionEn,
    cover: p.cover,
    images: p.images.length > 0 ? p.images : [p.cover],
    priceCents: p.priceCents,
    originalPriceCents: p.originalPriceCents,
    currency: p.currency,
    stock: p.stock + held,
    available: p.stock,
    held,
    sales: p.sales,
    published: p.published,
    hasOrders: (f?.orders ?? 0) > 0,
    createdAt: p.createdAt.toISOString(),
  };
}
