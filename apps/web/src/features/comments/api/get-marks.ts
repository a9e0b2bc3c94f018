import { request } from '@nanhua/client';
import '../../../lib/client';
import type { EngageFamily, MarkPage } from '@nanhua/contract';
import { pagedQueryOptions, usePagedList } from '../../../lib/paged';
import { engageKey, familyPath, targetOf } from './families';

/** A target's comments, newest first (no target: the family's newest, as on home); the first page carries the target's likes. */
export const marksQueryOptions = (family: EngageFamily, targetId: number | undefined, pageSize?: number) =>
  pagedQueryOptions(
    engageKey(family, 'marks', targetId ?? 'all'),
    (page, signal): Promise<MarkPage> =>
      request(familyPath(family, 'list'), { query: { ...page, ...targetOf(family, targetId) }, signal }),
    pageSize,
  );

export function useMarks(family: EngageFamily, targetId: number | undefined, pageSize?: number) {
  const list = usePagedList(marksQueryOptions(family, targetId, pageSize));
  const first = list.data?.pages[0] as MarkPage | undefined;
  return {
    ...list,
    likeCount: first?.likeCount ?? 0,
    liked: first?.liked ?? false,
    closed: first?.commentsClosed ?? false,
  };
}
