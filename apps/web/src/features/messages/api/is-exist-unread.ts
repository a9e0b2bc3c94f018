import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { request } from '../../../lib/request';

export const unreadQueryOptions = () =>
  queryOptions({ queryKey: ['messages', 'unread'] as const, queryFn: ({ signal }) => request(api['/usercenter/userMessage/isExistUnread'], { signal }) });

export const useHasUnread = () => useQuery(unreadQueryOptions());
