import type { SystemNews } from '@nanhua/contract';
import { api } from '../../../lib/api';
import { pagedQueryOptions } from '../../../lib/paged';
import { request } from '../../../lib/request';

export const systemNewsListQueryOptions = () =>
  pagedQueryOptions<SystemNews, readonly unknown[]>(['systemNews', 'list'], ({ page, pageSize }, signal) =>
    request(api['/site/systemNews/get'], { query: { page, pageSize }, signal }),
  );
