import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@nanhua/client';
import '../../../lib/client';

export const fetchSale = (id: number, signal?: AbortSignal) =>
  request('/ticket/sale/get/{id}', { params: { id }, signal });

export const saleQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['ticket', 'sale', id] as const,
    queryFn: ({ signal }) => fetchSale(id, signal),
    retry: false,
  });

export const useSale = (id: number | null) => useQuery({ ...saleQueryOptions(id ?? 0), enabled: id !== null });
