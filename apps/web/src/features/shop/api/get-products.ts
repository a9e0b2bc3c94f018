import type { Product, ProductSort } from '@nanhua/contract';
import { request } from '@nanhua/client';
import '../../../lib/client';
import { pagedQueryOptions } from '../../../lib/paged';

export interface ProductFilter {
  cateId?: number;
  keyword?: string;
  sort: ProductSort;
}

/** The product list under a filter (category, keyword in either language) and one of SPEC §9's sorts. */
export const productsQueryOptions = ({ cateId, keyword, sort }: ProductFilter) =>
  pagedQueryOptions<Product, readonly unknown[]>(
    ['shop', 'products', cateId ?? 0, keyword ?? '', sort],
    ({ page, pageSize }, signal) =>
      request('/shop/product/get', {
        query: { page, pageSize },
        body: { sort, ...(cateId ? { cateId } : {}), ...(keyword ? { keyword } : {}) },
        signal,
      }),
  );
