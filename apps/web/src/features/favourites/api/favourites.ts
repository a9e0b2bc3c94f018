import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { isSignedIn, request } from '@nanhua/client';
import '../../../lib/client';
import type { FavouriteKind, FavouriteProduct, FavouriteSale, FavouriteState, Paged } from '@nanhua/contract';
import { pagedQueryOptions, usePagedList } from '../../../lib/paged';

/** Everything of the member's favourites in the query cache (the state of each target and the two lists). */
const favouritesKey = ['favourites'] as const;

export const favouriteStateQueryOptions = (kind: FavouriteKind, targetId: number) =>
  queryOptions({
    queryKey: [...favouritesKey, 'state', kind, targetId] as const,
    queryFn: ({ signal }): Promise<FavouriteState> =>
      request('/usercenter/favourite/state', { query: { kind, targetId }, signal }),
    retry: false,
  });

/** Whether the signed-in member keeps this performance or product; a visitor asks nothing. */
export const useFavouriteState = (kind: FavouriteKind, targetId: number) =>
  useQuery({ ...favouriteStateQueryOptions(kind, targetId), enabled: isSignedIn() });

export const setFavourite = (kind: FavouriteKind, targetId: number, favourite: boolean): Promise<FavouriteState> =>
  request(favourite ? '/usercenter/favourite/add' : '/usercenter/favourite/remove', { body: { kind, targetId } });

/** Add or remove; the answer is the new state, and the lists are read again. */
export function useSetFavourite() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, targetId, favourite }: { kind: FavouriteKind; targetId: number; favourite: boolean }) =>
      setFavourite(kind, targetId, favourite),
    onSuccess: (state) => {
      if (!state) return;
      client.setQueryData(favouriteStateQueryOptions(state.kind, state.targetId).queryKey, state);
      void client.invalidateQueries({ queryKey: [...favouritesKey, 'list'] });
    },
  });
}

export const favouriteSalesQueryOptions = () =>
  pagedQueryOptions(
    [...favouritesKey, 'list', 'sale'] as const,
    (page, signal): Promise<Paged<FavouriteSale>> =>
      request('/usercenter/favourite/sales', { query: { ...page }, signal }),
  );
export const favouriteProductsQueryOptions = () =>
  pagedQueryOptions(
    [...favouritesKey, 'list', 'product'] as const,
    (page, signal): Promise<Paged<FavouriteProduct>> =>
      request('/usercenter/favourite/products', { query: { ...page }, signal }),
  );

export const useFavouriteSales = () => usePagedList(favouriteSalesQueryOptions());
export const useFavouriteProducts = () => usePagedList(favouriteProductsQueryOptions());
