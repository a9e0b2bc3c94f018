import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { hashHref, pages } from '@nanhua/contract/routes';
import { currentUser, request } from '@nanhua/client';
import type { ReceivedTicket } from '@nanhua/contract';
import { keepReceivedTickets, keptReceivedTickets } from '../../../pwa/offline-tickets';
import '../../../lib/client';

/** The ticket queries a move changes: the giver's order, the folder, the receiver's list (all under the family's key). */
const ticketKey = ['ticket'] as const;
export const receivedKey = ['ticket', 'received'] as const;

/**
 * The tickets other members gave me (My Ticket Folder). Each answer is kept on the phone for the door,
 * for the member who asked, unless the session changed while it was asked (as the orders are, orders/api).
 */
export const receivedQueryOptions = () =>
  queryOptions({
    queryKey: receivedKey,
    queryFn: async ({ signal }) => {
      const keeper = currentUser()?.id ?? null;
      const list = await request('/ticket/received/get', { signal });
      if (keeper !== null && currentUser()?.id === keeper && Array.isArray(list))
        keepReceivedTickets(keeper, list as readonly ReceivedTicket[]).catch(() => undefined);
      return list;
    },
    staleTime: 0,
    retry: false,
  });
export const useReceivedTickets = () => useQuery(receivedQueryOptions());

/** The tickets given to me that the phone kept: read when the folder cannot be loaded for want of a network. */
export const useKeptReceivedTickets = (enabled: boolean) =>
  useQuery({
    queryKey: ['ticket', 'kept-received', currentUser()?.id ?? 0] as const,
    queryFn: () => keptReceivedTickets(currentUser()?.id ?? 0),
    enabled,
    staleTime: 0,
    networkMode: 'always',
    meta: { local: true },
  });

/** What a claim link offers the member opening it. */
export const useClaimOffer = (token: string | null) =>
  useQuery({
    queryKey: ['ticket', 'claim', token ?? ''] as const,
    queryFn: ({ signal }) => request('/ticket/transfer/claim/get', { query: { token: token ?? '' }, signal }),
    enabled: token !== null,
    retry: false,
    staleTime: 0,
  });

/** The link a claim token opens: My Ticket Folder with the claim (a signed-out person signs in and comes back to it). */
export const claimUrl = (token: string) => hashHref(window.location.origin, pages.ticket.myTickets, { claim: token });

/** After a move every ticket view is read again. */
function useTicketMutation<I, R>(fn: (input: I) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => client.invalidateQueries({ queryKey: ticketKey }) });
}

export const useGiveToMember = () =>
  useTicketMutation((body: { ticketId: number; email: string }) => request('/ticket/transfer/toMember', { body }));
export const useCreateLink = () =>
  useTicketMutation((body: { ticketId: number }) => request('/ticket/transfer/createLink', { body }));
export const useCancelLink = () =>
  useTicketMutation((body: { ticketId: number }) => request('/ticket/transfer/cancelLink', { body }));
export const useClaimTicket = () =>
  useTicketMutation((body: { token: string }) => request('/ticket/transfer/claim', { body }));
