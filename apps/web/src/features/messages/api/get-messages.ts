import type { UserMessage } from '@nanhua/contract';
import { api } from '../../../lib/api';
import { pagedQueryOptions, usePagedList } from '../../../lib/paged';
import { request } from '../../../lib/request';

/** My Messages of one type (undefined: all), newest first. */
export const messagesQueryOptions = (type: number | undefined) =>
  pagedQueryOptions<UserMessage, readonly ['messages', 'list', number | 'all']>(['messages', 'list', type ?? 'all'], (page, signal) =>
    request(api['/usercenter/userMessage/get'], { query: { ...page, type }, signal }),
  );

export const useMessages = (type: number | undefined) => usePagedList(messagesQueryOptions(type));
