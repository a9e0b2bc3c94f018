import type { Product, ProductSort } from '@nanhua/contract';
import { api } from '../../../lib/api';
import { pagedQueryOptions } from '../../../lib/paged';
import { request } from '../../../lib/request';

export interface ProductFilter {
  cateId?: number;
  keyword?: string;
  sort: ProductSort;
}

/** The product list under a filter (category, keyword in either language) and one of SPEC §9's sorts. */
export const productsQueryOptions = ({ cateId, keyword, sort }: ProductFilter) =>
  pagedQueryOptions<Product, readonly unknown[]>(['shop', 'products', cateId ?? 0, keyword ?? '', sort], ({ page, pageSize }, signal) =>
    request(api['/shop/product/get'], { query: { page, pageSize }, body: { sort, ...(cateId ? { cateId } : {}), ...(keyword ? { keyword } : {}) }, signal }),
  );
