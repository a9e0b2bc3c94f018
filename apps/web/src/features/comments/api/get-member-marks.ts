import { request } from '@nanhua/client';
import '../../../lib/client';
import type { EngageFamily, Mark, Paged } from '@nanhua/contract';
import { pagedQueryOptions, usePagedList } from '../../../lib/paged';
import { engageKey, familyPath } from './families';

/** A member's comments of one family (no email: my own), with their newest replies. */
export const memberMarksQueryOptions = (family: EngageFamily, email: string | undefined) =>
  pagedQueryOptions(
    engageKey(family, 'member', email ?? 'me'),
    (page, signal): Promise<Paged<Mark>> =>
      request(familyPath(family, 'byMember'), { query: { ...page, email, queryMarkLength: 2 }, signal }),
  );

export const useMemberMarks = (family: EngageFamily, email: string | undefined) =>
  usePagedList(memberMarksQueryOptions(family, email));
