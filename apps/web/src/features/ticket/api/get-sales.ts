import type { TicketSale } from '@nanhua/contract';
import { request } from '@nanhua/client';
import '../../../lib/client';
import { pagedQueryOptions } from '../../../lib/paged';

/** The sale list, by sale state (`buyStatus`) and keyword. */
export const salesQueryOptions = (buyStatus: number | undefined, keyword = '') =>
  pagedQueryOptions<TicketSale, readonly unknown[]>(
    ['ticket', 'sales', buyStatus ?? 0, keyword],
    ({ page, pageSize }, signal) =>
      request('/ticket/sale/get', {
        query: { page, pageSize, ...(buyStatus ? { buyStatus } : {}), ...(keyword ? { keyword } : {}) },
        signal,
      }),
  );
