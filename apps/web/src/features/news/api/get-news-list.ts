import type { NewsItem } from '@nanhua/contract';
import { api } from '../../../lib/api';
import { pagedQueryOptions } from '../../../lib/paged';
import { request } from '../../../lib/request';

export const newsListQueryOptions = (keyword = '') =>
  pagedQueryOptions<NewsItem, readonly unknown[]>(['news', 'list', keyword], ({ page, pageSize }, signal) =>
    request(api['/site/news/get'], { query: { page, pageSize }, body: keyword ? { keyword } : {}, signal }),
  );
