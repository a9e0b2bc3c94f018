import type { TicketNews } from '@nanhua/contract';
import { request } from '@nanhua/client';
import '../../../lib/client';
import { pagedQueryOptions } from '../../../lib/paged';

export const ticketNewsListQueryOptions = () =>
  pagedQueryOptions<TicketNews, readonly unknown[]>(['ticket', 'news', 'list'], ({ page, pageSize }, signal) =>
    request('/ticket/news/get', { query: { page, pageSize }, signal }),
  );
