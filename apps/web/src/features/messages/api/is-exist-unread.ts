import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@nanhua/client';
import '../../../lib/client';

export const unreadQueryOptions = () =>
  queryOptions({
    queryKey: ['messages', 'unread'] as const,
    queryFn: ({ signal }) => request('/usercenter/userMessage/isExistUnread', { signal }),
  });

export const useHasUnread = () => useQuery(unreadQueryOptions());
