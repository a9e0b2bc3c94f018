import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@nanhua/client';
import '../../../lib/client';
import type { EngageFamily, MarkReply } from '@nanhua/contract';
import { engageKey, familyPath, replyParams } from './families';

/** Every reply of a comment, oldest first. */
export const repliesQueryOptions = (family: EngageFamily, markId: number) =>
  queryOptions({
    queryKey: engageKey(family, 'replies', markId),
    queryFn: ({ signal }): Promise<MarkReply[]> =>
      request(familyPath(family, 'replies'), { params: replyParams(family, markId), signal }),
  });

export const useReplies = (family: EngageFamily, markId: number | null) =>
  useQuery({ ...repliesQueryOptions(family, markId ?? 0), enabled: markId !== null });
