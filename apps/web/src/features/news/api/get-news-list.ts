import type { NewsItem } from '@nanhua/contract';
import { request } from '@nanhua/client';
import '../../../lib/client';
import { pagedQueryOptions } from '../../../lib/paged';

export const newsListQueryOptions = (keyword = '') =>
  pagedQueryOptions<NewsItem, readonly unknown[]>(['news', 'list', keyword], ({ page, pageSize }, signal) =>
    request('/site/news/get', { query: { page, pageSize }, body: keyword ? { keyword } : {}, signal }),
  );
