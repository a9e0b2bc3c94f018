import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@nanhua/client';
import '../../../lib/client';
import { refetchUnlessOpeningRead } from '../../../lib/opening-read';

export const fetchProduct = (id: number, signal?: AbortSignal) =>
  request('/shop/product/get/{id}', { params: { id }, signal });

/** Stock and the caller's member discount change: re-read on open (the read made for a direct opening counts: lib/opening-read.ts). */
export const productQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['shop', 'product', id] as const,
    queryFn: ({ signal }) => fetchProduct(id, signal),
    retry: false,
    staleTime: 0,
    refetchOnMount: refetchUnlessOpeningRead,
  });

export const useProduct = (id: number | null) => useQuery({ ...productQueryOptions(id ?? 0), enabled: id !== null });
