import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EngageFamily, MarkReply } from '@nanhua/contract';
import { engageKey, familyRequest, replyParam } from './families';

/** Every reply of a comment, oldest first. */
export const repliesQueryOptions = (family: EngageFamily, markId: number) =>
  queryOptions({
    queryKey: engageKey(family, 'replies', markId),
    queryFn: ({ signal }) => familyRequest<MarkReply[]>(family, 'replies', { params: { [replyParam(family)]: markId }, signal }),
  });

export const useReplies = (family: EngageFamily, markId: number | null) => useQuery({ ...repliesQueryOptions(family, markId ?? 0), enabled: markId !== null });
