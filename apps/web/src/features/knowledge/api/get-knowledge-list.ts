import type { Knowledge } from '@nanhua/contract';
import { request } from '@nanhua/client';
import '../../../lib/client';
import { pagedQueryOptions } from '../../../lib/paged';

/** Learning resources, optionally of one category and matching a keyword in either language. */
export const knowledgeListQueryOptions = (f: { cateId?: number; keyword?: string } = {}) =>
  pagedQueryOptions<Knowledge, readonly unknown[]>(
    ['knowledge', 'list', f.cateId ?? 0, f.keyword ?? ''],
    ({ page, pageSize }, signal) =>
      request('/knowledge/knowledge/get', {
        query: { page, pageSize },
        body: { ...(f.cateId ? { cateId: f.cateId } : {}), ...(f.keyword ? { keyword: f.keyword } : {}) },
        signal,
      }),
  );
