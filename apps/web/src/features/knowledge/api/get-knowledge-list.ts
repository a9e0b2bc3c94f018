import type { Knowledge } from '@nanhua/contract';
import { api } from '../../../lib/api';
import { pagedQueryOptions } from '../../../lib/paged';
import { request } from '../../../lib/request';

/** Learning resources, optionally of one category and matching a keyword in either language. */
export const knowledgeListQueryOptions = (f: { cateId?: number; keyword?: string } = {}) =>
  pagedQueryOptions<Knowledge, readonly unknown[]>(['knowledge', 'list', f.cateId ?? 0, f.keyword ?? ''], ({ page, pageSize }, signal) =>
    request(api['/knowledge/knowledge/get'], {
      query: { page, pageSize },
      body: { ...(f.cateId ? { cateId: f.cateId } : {}), ...(f.keyword ? { keyword: f.keyword } : {}) },
      signal,
    }),
  );
