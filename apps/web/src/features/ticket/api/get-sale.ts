import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { request } from '../../../lib/request';

export const fetchSale = (id: number, signal?: AbortSignal) => request(api['/ticket/sale/get/{id}'], { params: { id }, signal });

export const saleQueryOptions = (id: number) => queryOptions({ queryKey: ['ticket', 'sale', id] as const, queryFn: ({ signal }) => fetchSale(id, signal), retry: false });

export const useSale = (id: number | null) => useQuery({ ...saleQueryOptions(id ?? 0), enabled: id !== null });
