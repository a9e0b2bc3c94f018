import type { Theatre } from '@nanhua/contract';
import { api } from '../../../lib/api';
import { pagedQueryOptions } from '../../../lib/paged';
import { request } from '../../../lib/request';

/** Performances whose title or venue matches a keyword in either language (upcoming first). */
export const theatreSearchQueryOptions = (keyword: string) =>
  pagedQueryOptions<Theatre, readonly unknown[]>(['theatre', 'search', keyword], ({ page, pageSize }, signal) =>
    request(api['/theatre/theatre/search'], { query: { page, pageSize, keyword }, signal }),
  );
