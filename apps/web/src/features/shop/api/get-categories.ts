import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@nanhua/client';
import '../../../lib/client';

/** The filter's categories, in the company's order. */
export const shopCategoriesQueryOptions = () =>
  queryOptions({
    queryKey: ['shop', 'categories'] as const,
    queryFn: ({ signal }) => request('/shop/category/get', { signal }),
    staleTime: 10 * 60_000,
  });

export const useShopCategories = () => useQuery(shopCategoriesQueryOptions());
