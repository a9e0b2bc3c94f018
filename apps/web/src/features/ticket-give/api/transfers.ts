import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { hashHref, pages } from '@nanhua/contract/routes';
import { request } from '@nanhua/client';
import '../../../lib/client';

/** The ticket queries a move changes: the giver's order, the folder, the receiver's list (all under the family's key). */
const ticketKey = ['ticket'] as const;
export const receivedKey = ['ticket', 'received'] as const;

/** The tickets other members gave me (My Ticket Folder). */
export const receivedQueryOptions = () =>
  queryOptions({
    queryKey: receivedKey,
    queryFn: ({ signal }) => request('/ticket/received/get', { signal }),
    staleTime: 0,
    retry: false,
  });
export const useReceivedTickets = () => useQuery(receivedQueryOptions());

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
