import type { TicketNews } from '@nanhua/contract';
import { api } from '../../../lib/api';
import { pagedQueryOptions } from '../../../lib/paged';
import { request } from '../../../lib/request';

export const ticketNewsListQueryOptions = (pageSize?: number) =>
  pagedQueryOptions<TicketNews, readonly unknown[]>(
    ['ticket', 'news', 'list', pageSize ?? 0],
    ({ page, pageSize: size }, signal) => request(api['/ticket/news/get'], { query: { page, pageSize: size }, signal }),
    pageSize,
  );
