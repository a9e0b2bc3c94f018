import type { TicketNews } from '@nanhua/contract';
import { api } from '../../../lib/api';
import { pagedQueryOptions } from '../../../lib/paged';
import { request } from '../../../lib/request';

export const ticketNewsListQueryOptions = () =>
  pagedQueryOptions<TicketNews, readonly unknown[]>(['ticket', 'news', 'list'], ({ page, pageSize }, signal) => request(api['/ticket/news/get'], { query: { page, pageSize }, signal }));
