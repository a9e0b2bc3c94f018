import type { Video } from '@nanhua/contract';
import { api } from '../../../lib/api';
import { pagedQueryOptions } from '../../../lib/paged';
import { request } from '../../../lib/request';

/** Videos, optionally of one category and matching a keyword in either language. */
export const videosQueryOptions = (f: { cateId?: number; keyword?: string } = {}) =>
  pagedQueryOptions<Video, readonly unknown[]>(['video', 'list', f.cateId ?? 0, f.keyword ?? ''], ({ page, pageSize }, signal) =>
    request(api['/video/video/get'], {
      query: { page, pageSize },
      body: { ...(f.cateId ? { cateId: f.cateId } : {}), ...(f.keyword ? { keyword: f.keyword } : {}) },
      signal,
    }),
  );
