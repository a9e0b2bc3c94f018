import type { Production } from '@nanhua/contract';
import { api } from '../../../lib/api';
import { pagedQueryOptions } from '../../../lib/paged';
import { request } from '../../../lib/request';

/** Spectacular Productions, optionally matching a keyword in either language. */
export const productionsQueryOptions = (keyword = '') =>
  pagedQueryOptions<Production, readonly unknown[]>(['theatreUltimate', 'list', keyword], ({ page, pageSize }, signal) =>
    request(api['/theatre/theatreUltimate/get'], { query: { page, pageSize }, body: keyword ? { keyword } : {}, signal }),
  );
