import type { UserMessage } from '@nanhua/contract';
import { request } from '@nanhua/client';
import '../../../lib/client';
import { pagedQueryOptions, usePagedList } from '../../../lib/paged';

/** My Messages of one type (undefined: all), newest first. */
export const messagesQueryOptions = (type: number | undefined) =>
  pagedQueryOptions<UserMessage, readonly ['messages', 'list', number | 'all']>(
    ['messages', 'list', type ?? 'all'],
    (page, signal) => request('/usercenter/userMessage/get', { query: { ...page, type }, signal }),
  );

export const useMessages = (type: number | undefined) => usePagedList(messagesQueryOptions(type));
