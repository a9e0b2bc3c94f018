import { request } from '@nanhua/client';
import '../../../lib/client';
import type { EngageFamily, Favourite, Paged } from '@nanhua/contract';
import { pagedQueryOptions, usePagedList } from '../../../lib/paged';
import { engageKey, familyPath } from './families';

/** My Favourites of one family: what I liked, newest first. */
export const favouritesQueryOptions = (family: EngageFamily) =>
  pagedQueryOptions(
    engageKey(family, 'favourites'),
    (page, signal): Promise<Paged<Favourite>> => request(familyPath(family, 'likes'), { query: { ...page }, signal }),
  );

export const useFavourites = (family: EngageFamily) => usePagedList(favouritesQueryOptions(family));
