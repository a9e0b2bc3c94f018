import { queryOptions, useQuery } from '@tanstack/react-query';
import { extraApi } from '../../../lib/api';
import { requestExtra } from '../../../lib/request';

/** The filter's categories, in the company's order. */
export const shopCategoriesQueryOptions = () =>
  queryOptions({ queryKey: ['shop', 'categories'] as const, queryFn: ({ signal }) => requestExtra(extraApi['/shop/category/get'], { signal }), staleTime: 10 * 60_000 });

export const useShopCategories = () => useQuery(shopCategoriesQueryOptions());
