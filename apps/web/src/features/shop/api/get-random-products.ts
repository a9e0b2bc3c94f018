import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@nanhua/client';
import '../../../lib/client';

export const fetchRandomProducts = (size: number, cateId?: number, signal?: AbortSignal) =>
  request('/shop/product/rndList', { query: { size, ...(cateId ? { cateId } : {}) }, signal });

/** A few products (home zone; recommendations of the same category). */
export const randomProductsQueryOptions = (size: number, cateId?: number) =>
  queryOptions({
    queryKey: ['shop', 'random', size, cateId ?? 0] as const,
    queryFn: ({ signal }) => fetchRandomProducts(size, cateId, signal),
    staleTime: 5 * 60_000,
  });

export const useRandomProducts = (size = 4, cateId?: number) => useQuery(randomProductsQueryOptions(size, cateId));
