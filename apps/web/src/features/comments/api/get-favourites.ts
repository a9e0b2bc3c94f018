import type { EngageFamily, Favourite, Paged } from '@nanhua/contract';
import { pagedQueryOptions, usePagedList } from '../../../lib/paged';
import { engageKey, familyRequest } from './families';

/** My Favourites of one family: what I liked, newest first. */
export const favouritesQueryOptions = (family: EngageFamily) =>
  pagedQueryOptions(engageKey(family, 'favourites'), (page, signal) => familyRequest<Paged<Favourite>>(family, 'likes', { query: { ...page }, signal }));

export const useFavourites = (family: EngageFamily) => usePagedList(favouritesQueryOptions(family));
