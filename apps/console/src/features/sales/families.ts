import { request } from '@nanhua/client';
import { rememberPreview } from '../../lib/media-previews';
import { conventionFamily } from '../../lib/staff-call';

/** The sales families on the staff call convention (issue 13). */
export const ticketSaleFamily = conventionFamily('ticketSale');
export const shopCategoryFamily = conventionFamily('shopCategory');
export const productFamily = conventionFamily('product');
export const memberPackageFamily = conventionFamily('memberPackage');

/** Sale states as the API numbers them (SaleState): 1 coming soon, 2 on sale, 3 closed. */
export const saleStates = [1, 2, 3] as const;
/** Member tiers (1 super, 2 annual, 3 monthly). */
export const memberTiers = [1, 2, 3] as const;

/** Performances for the sale's picker, by keyword, newest first. */
export const searchPerformances = (q: string, signal?: AbortSignal) =>
  request('/admin/performance/list', {
    query: { page: 1, size: 30, q: q.trim() || undefined, sort: 'startAt', order: 'desc' },
    signal,
  });

/** All shop categories (a shop has a handful) for the product's select. */
export const allShopCategories = (signal?: AbortSignal) =>
  request('/admin/shopCategory/list', { query: { page: 1, size: 100 }, signal });

/** A picture through the media library, square (products); its URL is what the product stores. */
export async function uploadSquareImage(file: File): Promise<string> {
  const form = new FormData();
  form.append('file', file);
  form.append('aspect', 'square');
  const r = await request('/admin/media/image', { body: form });
  rememberPreview(r.url, r.preview);
  return r.url;
}
