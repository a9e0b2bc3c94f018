import type { Theatre } from '@nanhua/contract';
import { api } from '../../../lib/api';
import { pagedQueryOptions } from '../../../lib/paged';
import { request } from '../../../lib/request';

/** Performances by event state (1 not yet open, 2 starting soon, 3 past; none = all). */
export const theatresQueryOptions = (queryStatus?: number) =>
  pagedQueryOptions<Theatre, readonly unknown[]>(['theatre', 'list', queryStatus ?? 0], ({ page, pageSize }, signal) =>
    request(api['/theatre/theatre/get'], { query: { page, pageSize, queryStatus }, signal }),
  );
