import type { Production } from '@nanhua/contract';
import { request } from '@nanhua/client';
import '../../../lib/client';
import { pagedQueryOptions } from '../../../lib/paged';

/** Spectacular Productions, optionally matching a keyword in either language. */
export const productionsQueryOptions = (keyword = '') =>
  pagedQueryOptions<Production, readonly unknown[]>(
    ['theatreUltimate', 'list', keyword],
    ({ page, pageSize }, signal) =>
      request('/theatre/theatreUltimate/get', { query: { page, pageSize }, body: keyword ? { keyword } : {}, signal }),
  );
