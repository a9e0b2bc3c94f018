import type { SystemNews } from '@nanhua/contract';
import { request } from '@nanhua/client';
import '../../../lib/client';
import { pagedQueryOptions } from '../../../lib/paged';

export const systemNewsListQueryOptions = () =>
  pagedQueryOptions<SystemNews, readonly unknown[]>(['systemNews', 'list'], ({ page, pageSize }, signal) =>
    request('/site/systemNews/get', { query: { page, pageSize }, signal }),
  );
