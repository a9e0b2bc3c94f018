import type { Theatre } from '@nanhua/contract';
import { request } from '@nanhua/client';
import '../../../lib/client';
import { pagedQueryOptions } from '../../../lib/paged';

/** Performances by event state (1 not yet open, 2 starting soon, 3 past; none = all). */
export const theatresQueryOptions = (queryStatus?: number) =>
  pagedQueryOptions<Theatre, readonly unknown[]>(['theatre', 'list', queryStatus ?? 0], ({ page, pageSize }, signal) =>
    request('/theatre/theatre/get', { query: { page, pageSize, queryStatus }, signal }),
  );
