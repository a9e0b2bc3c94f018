import type { Video } from '@nanhua/contract';
import { request } from '@nanhua/client';
import '../../../lib/client';
import { pagedQueryOptions } from '../../../lib/paged';

/** Videos, optionally of one category and matching a keyword in either language. */
export const videosQueryOptions = (f: { cateId?: number; keyword?: string } = {}) =>
  pagedQueryOptions<Video, readonly unknown[]>(
    ['video', 'list', f.cateId ?? 0, f.keyword ?? ''],
    ({ page, pageSize }, signal) =>
      request('/video/video/get', {
        query: { page, pageSize },
        body: { ...(f.cateId ? { cateId: f.cateId } : {}), ...(f.keyword ? { keyword: f.keyword } : {}) },
        signal,
      }),
  );
