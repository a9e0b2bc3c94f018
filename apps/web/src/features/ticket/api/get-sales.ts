import type { TicketSale } from '@nanhua/contract';
import { api } from '../../../lib/api';
import { pagedQueryOptions } from '../../../lib/paged';
import { request } from '../../../lib/request';

/** The sale list, by sale state (`buyStatus`) and keyword. */
export const salesQueryOptions = (buyStatus: number | undefined, keyword = '') =>
  pagedQueryOptions<TicketSale, readonly unknown[]>(['ticket', 'sales', buyStatus ?? 0, keyword], ({ page, pageSize }, signal) =>
    request(api['/ticket/sale/get'], { query: { page, pageSize, ...(buyStatus ? { buyStatus } : {}), ...(keyword ? { keyword } : {}) }, signal }),
  );
