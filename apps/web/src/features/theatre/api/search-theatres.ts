import type { Theatre } from '@nanhua/contract';
import { request } from '@nanhua/client';
import '../../../lib/client';
import { pagedQueryOptions } from '../../../lib/paged';

/** Performances whose title or venue matches a keyword in either language (upcoming first). */
export const theatreSearchQueryOptions = (keyword: string) =>
  pagedQueryOptions<Theatre, readonly unknown[]>(['theatre', 'search', keyword], ({ page, pageSize }, signal) =>
    request('/theatre/theatre/search', { query: { page, pageSize, keyword }, signal }),
  );
